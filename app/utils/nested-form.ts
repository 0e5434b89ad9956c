import type { z } from "zod";

/**
 * Turns flat form names into nested values: `phones.0.number` → {phones: [{number}]}. Rows whose fields are all
 * empty are dropped (a form offers a few blank rows to fill); a checkbox field "on"/"true" becomes true.
 *
 * Hostile names (issue 14: `constructor.prototype`, `hasOwnProperty.length`, `__proto__.x`) once reached built-in
 * objects through inherited properties. Now a name is accepted only when it matches the form's own list of fields
 * (derived from its zod schema, see `formFieldsOf`), every object built here has a null prototype, and nothing
 * is ever read from or written to a property the object does not own. Anything else is dropped before any
 * object is touched.
 */

/** One accepted field: its name with `#` for a row index (`phones.#.number`), and whether it is a checkbox. */
export type FormField = { name: string; boolean: boolean };

// Never a key of anything built from a form, even if a schema were to name it.
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const MAX_ROWS = 100;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Peels wrappers (default, optional, pipe, transforms…) down to the schema that decides the shape. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return core(def.innerType);
  if (def.type === "pipe" && def.in) return defOf(def.in).type === "transform" ? core(def.out!) : core(def.in);
  if (def.type === "union" && def.options) {
    const structured = def.options.find((o) => ["object", "array"].includes(defOf(core(o)).type));
    return structured ? core(structured) : schema;
  }
  return schema;
}

/** Every field name a form for this object schema may send, read from the schema itself (one source of truth). */
export function formFieldsOf(schema: z.ZodType, prefix = ""): FormField[] {
  const def = defOf(core(schema));
  if (def.type === "object" && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      FORBIDDEN.has(key) ? [] : formFieldsOf(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (def.type === "array" && def.element) return formFieldsOf(def.element, `${prefix}.#`);
  if (!prefix) return [];
  return [{ name: prefix, boolean: def.type === "boolean" }];
}

/** A form name as its field pattern: row indexes become `#` (`phones.0.number` → `phones.#.number`). */
export const fieldPattern = (name: string) =>
  name
    .split(".")
    .map((p) => (/^\d{1,2}$/.test(p) ? "#" : p))
    .join(".");

type Node = Record<string, unknown>;
const own = (node: object, key: string) => Object.hasOwn(node, key);

/** Reads a form's entries into nested values, keeping only the fields `fields` lists (see formFieldsOf). */
export function unflattenForm(
  entries: Iterable<[string, string]>,
  fields: readonly FormField[],
): Record<string, unknown> {
  const accepted = new Map(fields.map((f) => [f.name, f]));
  const root: Node = Object.create(null);
  for (const [name, raw] of entries) {
    if (typeof name !== "string" || name.length > 200) continue;
    const parts = name.split(".");
    if (parts.some((p) => FORBIDDEN.has(p))) continue;
    const field = accepted.get(fieldPattern(name));
    if (!field) continue;
    let node: Node | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const key = parts[i]!;
      const last = i === parts.length - 1;
      if (Array.isArray(node)) {
        const index = Number(key);
        if (!Number.isInteger(index) || index >= MAX_ROWS) break;
        if (last) node[index] = field.boolean ? raw === "on" || raw === "true" : raw;
        else node = (node[index] ??= Object.create(null)) as Node | unknown[];
        continue;
      }
      if (last) {
        node[key] = field.boolean ? raw === "on" || raw === "true" : raw;
      } else {
        if (!own(node, key)) node[key] = /^\d+$/.test(parts[i + 1]!) ? [] : Object.create(null);
        node = node[key] as Node | unknown[];
      }
    }
  }
  return compactRows(root) as Record<string, unknown>;
}

function compactRows(value: unknown): unknown {
  if (Array.isArray(value)) {
    return Array.from(value, (row) => row)
      .filter((row) => row !== undefined)
      .map(compactRows)
      .filter(
        (row) =>
          !(row && typeof row === "object" && Object.values(row).every((v) => v === "" || v === false)) && row !== "",
      );
  }
  if (value && typeof value === "object") {
    const out: Node = {};
    for (const key of Object.keys(value)) out[key] = compactRows((value as Node)[key]);
    return out;
  }
  return value;
}
