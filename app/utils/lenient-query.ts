import type { z } from "zod";

/**
 * For pages: a list's query parameters read with the API's schema, but each one that fails validation falls back to
 * its default instead of failing the page (the API answers 400 for the same address). Built once per schema.
 */
export function lenientQuery<S extends z.ZodObject<z.ZodRawShape>>(schema: S) {
  const defaults = schema.parse({});
  return (params: URLSearchParams): z.output<S> => {
    const out: Record<string, unknown> = { ...defaults };
    for (const [key, field] of Object.entries(schema.shape)) {
      const raw = params.get(key);
      if (raw === null) continue;
      const parsed = (field as z.ZodType).safeParse(raw);
      if (parsed.success) out[key] = parsed.data;
    }
    return out as z.output<S>;
  };
}
