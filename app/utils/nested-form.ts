/**
 * Turns flat form names into nested values: `phones.0.number` → {phones: [{number}]}. Rows whose fields are all
 * empty are dropped (a form offers a few blank rows to fill); a checkbox row field "on"/"true" becomes true.
 * `booleans` names the row fields that are checkboxes, so an unticked box reads false.
 */
export function unflattenForm(entries: Iterable<[string, string]>, booleans: string[] = []): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, raw] of entries) {
    if (!/^[a-zA-Z][\w]*(\.\d{1,2}(\.[a-zA-Z]\w*)?|\.[a-zA-Z]\w*)?$/.test(name)) continue;
    const parts = name.split(".");
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const key = parts[i]!;
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = booleans.includes(key) ? raw === "on" || raw === "true" : raw;
      } else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    }
  }
  return compactRows(root) as Record<string, unknown>;
}

function compactRows(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((row) => row !== undefined)
      .map(compactRows)
      .filter((row) => !(row && typeof row === "object" && Object.values(row).every((v) => v === "" || v === false)) && row !== "");
  }
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactRows(v)]));
  return value;
}
