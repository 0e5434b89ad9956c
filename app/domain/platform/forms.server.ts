import { HttpError } from "./errors.server";

/** Page forms carry a few short fields; uploads have their own limit (media). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The one way a page action reads its form: the text fields as strings (files are ignored). Anything that is
 * not a form (JSON, text/plain, a multipart body without a boundary, no body) is a 400, an oversized one a 413,
 * so a page action never answers 500 for what a client sent.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new HttpError(400, "Please submit the form again");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, "What you sent is too large");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, "Please submit the form again");
  }
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}
