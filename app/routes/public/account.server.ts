import { data } from "react-router";
import { changePassword, deleteOwnAccount, renameAccount } from "~/domain/people/account.server";
import { clearSessionCookieHeader } from "~/server/web/session-cookie.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { dataWithSuccess, redirectWithSuccess } from "~/platform/http/toast.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/** The /account page's three forms, told apart by `intent`; passwords are never echoed back. */
export async function accountAction(request: Request, user: User, token: string | null) {
  let intent = "";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    intent = form.intent ?? "";
    values = intent === "name" ? { name: form.name ?? "" } : {};
    if (intent === "name") {
      renameAccount(user, form);
      const message = msg("nameUpdated");
      return dataWithSuccess({ ok: true as const, intent, message }, message);
    }
    if (intent === "password") {
      await changePassword(user, form, token);
      const message = msg("passwordChanged");
      return dataWithSuccess({ ok: true as const, intent, message }, message);
    }
    if (intent === "delete") {
      await deleteOwnAccount(user, form);
      return redirectWithSuccess(localizePath("/", langOfRequest(request)), msg("accountDeleted"), {
        headers: { "Set-Cookie": await clearSessionCookieHeader() },
      });
    }
    throw new HttpError(400, msg("unknownAction"));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data(
      { ok: false as const, intent, error: error.message, fields: error.fields ?? {}, values },
      { status: error.status },
    );
  }
}
