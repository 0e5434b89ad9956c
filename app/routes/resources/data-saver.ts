import { data, redirect } from "react-router";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { requireSameOriginWrite } from "~/platform/http/origin.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { dataSaverCookie, dataSaverForm } from "~/platform/offline/data-saver.server";
import { msg } from "~/i18n/message";
import type { Route } from "./+types/data-saver";

/**
 * POST /data-saver (issue 27): the footer's, the menu's and the offer's plain form turns the data saver on or off
 * and goes back to the page, where a flash message says what changed (issue 35) in the page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    requireSameOriginWrite(request, context);
    const parsed = dataSaverForm.safeParse(await readForm(request));
    if (!parsed.success) throw new HttpError(400, "Invalid data saver choice");
    const on = parsed.data.on === "1";
    return redirectWithSuccess(parsed.data.back, msg(on ? "dataSaverTurnedOn" : "dataSaverTurnedOff"), {
      status: 303,
      headers: { "Set-Cookie": dataSaverCookie(on), "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}

export const loader = () => redirect("/");
