/** What a page action returned through `formError` (or a success), read the same way by every form. */
type Result =
  | { ok?: boolean; error?: string; fields?: Record<string, string>; values?: Record<string, unknown> }
  | null
  | undefined;

export function readFormResult(result: unknown) {
  const r = (result ?? undefined) as Result;
  const fields = r?.fields ?? {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(r?.values ?? {})) if (typeof value === "string") values[key] = value;
  // A field error is shown by its field; the red text carries what belongs to no field (401, 409, 429...).
  const topError = r?.error && Object.keys(fields).length === 0 ? r.error : null;
  return { ok: r?.ok === true, error: r?.error ?? null, fields, values, topError };
}
