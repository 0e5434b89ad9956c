import { HttpError } from "./errors.server";
import { msg } from "~/i18n/message";

/** Page forms carry a few short fields; uploads have their own reader (media/uploads). */
export const MAX_FORM_BYTES = 64 * 1024;

const resend = () => new HttpError(400, msg("resubmitForm"));

/**
 * The one way a page action reads its form. Anything that is not a form (JSON, text/plain, a multipart body
 * without a boundary, no body) is a 400, an oversized one a 413, so a page action never answers 500 for what a
 * client sent. The production server refuses oversized bodies before they are read; this is the app's own guard.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  const isForm =
    /^application\/x-www-form-urlencoded\b/i.test(type) || /^multipart\/form-data\b.*boundary=/i.test(type);
  if (!isForm) throw resend();
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw new HttpError(413, msg("formTooLarge"));
  try {
    return await request.formData();
  } catch {
    throw resend();
  }
}

/** A form's text fields as strings (the first value of each; files are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}

/** The form's text fields, read with readFormData's checks. */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string>> {
  return formFields(await readFormData(request, maxBytes));
}
