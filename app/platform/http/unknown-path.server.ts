import { redirect } from "react-router";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { redirectWithInfo } from "./toast.server";
import { msg } from "~/i18n/message";

/**
 * SPEC §2: any other path goes home, in the language it was asked in (/rw/nowhere → /rw). Issue 23: a person who
 * followed a broken link is told why they are there, in that language: the notice rides the redirect as a flash
 * message (the toast cookie), so it is said once, to them, with or without JavaScript, and the home page stays the
 * same for everyone else (a request with a cookie is never served from, nor stored in, the guest page cache).
 * Only a page navigation gets it: a browser's guess at an icon or a script's request has nobody to tell.
 */
export function homeForUnknownPath(request: Request): Promise<Response> | Response {
  const home = localizePath("/", langOfRequest(request));
  const navigation =
    request.headers.get("sec-fetch-dest") === "document" || (request.headers.get("accept") ?? "").includes("text/html");
  return navigation ? redirectWithInfo(home, msg("pageNotFound")) : redirect(home);
}
