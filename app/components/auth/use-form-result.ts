import { useMessage } from "~/i18n/use-language";
import { readFormResult } from "~/utils/form-result";

/**
 * readFormResult with the server's messages (field errors, the red top error) in the page's language (issue 17):
 * the server answers in English, the API's contract, and the account screens show it translated.
 */
export function useFormResult(actionData: unknown) {
  const m = useMessage();
  const result = readFormResult(actionData);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.fields)) fields[key] = m(value) ?? value;
  return { ...result, fields, error: m(result.error) ?? null, topError: m(result.topError) ?? null };
}
