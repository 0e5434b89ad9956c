import { checkAccess } from "~/domain/auth/access.server";
import { findSessionUser, readSessionCredential } from "~/domain/auth/sessions.server";
import { MAX_AUTOSAVE_JSON_BYTES } from "~/domain/blog/revisions.server";
import { MAX_ANSWER_FORM_BYTES } from "~/domain/questions/answer-schema";
import { msg } from "~/i18n/message";

/**
 * The one body rule (issue 23), judged from the request's headers before a byte of its body is read
 * (scripts/serve.mjs calls it for every request; nothing that takes a body goes around it):
 * - forms and JSON are small: 64 KB on every route, for anyone (login, sign-up, contact, likes …);
 * - a few routes take more (the post form and API with their pictures, body images, page pictures, the editor's
 *   autosave of a whole article), and only for a verified account that may come into the admin area
 *   (`admin-area:enter`: admin, editor, author; what each may do there is the route's own rule): anyone else is answered 401/403 at once, so no client can make the
 *   server hold megabytes to be told it may not send them;
 * - past the route's limit: 413; a body of unknown length (chunked): 411.
 * React Router posts a page's form to the route's data URL (`/admin/blog/create.data`): the same route, same limit.
 * A URL spelled otherwise (other case, percent-encoded) gets the small limit: a mismatch can only lower it.
 */
const KB = 1024;
const MB = 1024 * KB;
export const FORM_BODY_LIMIT = 64 * KB;
export const PICTURE_BODY_LIMIT = 12 * MB; // a 5 MB picture (two on /admin/settings) and the form around it

const LARGE_BODY_ROUTES: [RegExp, number][] = [
  [/^\/api\/blog\/[^/]+\/autosave$/, MAX_AUTOSAVE_JSON_BYTES],
  [/^\/(api\/blog(\/[^/]+)?|api\/uploads|admin\/blog\/(create|edit\/[^/.]+)|admin\/settings)$/, PICTURE_BODY_LIMIT],
  // Issue 26: an answer to a question, written in the post editor, as a url-encoded form.
  [/^\/admin\/questions\/[^/.]+$/, MAX_ANSWER_FORM_BYTES],
];
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The limit of a route that takes more than a form, or undefined. */
export function largeBodyLimit(pathname: string) {
  const route = pathname.replace(/(\.data)?\/?$/, "");
  return LARGE_BODY_ROUTES.find(([pattern]) => pattern.test(route))?.[1];
}

export type BodyRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined> };
export type BodyRefusal = { status: 401 | 403 | 411 | 413; message: string };

const size = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);
const tooLarge = (limit: number): BodyRefusal => ({
  status: 413,
  message: `The request body is too large (at most ${size(limit)})`,
});
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** Who sends it, from the session cookie or Bearer token alone (the same lookup as every request's). */
async function sender(headers: BodyRequest["headers"]) {
  const credentials = new Headers();
  for (const name of ["cookie", "authorization"]) {
    const value = header(headers[name]);
    if (value) credentials.set(name, value);
  }
  const credential = await readSessionCredential(new Request("http://localhost/", { headers: credentials }));
  return credential ? (findSessionUser(credential.token)?.user ?? null) : null;
}

/** Null when the body may be read; otherwise the answer to give at once. */
export async function bodyRefusal({ method, path, headers }: BodyRequest): Promise<BodyRefusal | null> {
  if (!BODY_METHODS.has(method)) return null;
  const length = header(headers["content-length"]);
  if (length === undefined)
    return headers["transfer-encoding"] ? { status: 411, message: "Send the body with a Content-Length" } : null;
  const bytes = Number(length);
  if (bytes <= FORM_BODY_LIMIT) return null;
  const limit = largeBodyLimit(path);
  if (limit === undefined) return tooLarge(FORM_BODY_LIMIT);
  const verdict = checkAccess(await sender(headers), "admin-area:enter");
  if (verdict === "login") return { status: 401, message: msg("notAuthenticated") };
  if (verdict === "verify") return { status: 403, message: msg("verifyEmailFirst") };
  if (verdict === "forbidden") return { status: 403, message: msg("forbidden") };
  return bytes > limit ? tooLarge(limit) : null;
}
