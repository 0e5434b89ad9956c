import { format, isValid } from "date-fns";

/** The one date formatter (SPEC §9): "MMM dd, yyyy", "MMM dd", and messages add "HH:mm". */
export const DATE_FORMATS = {
  long: "MMM dd, yyyy",
  short: "MMM dd",
  withTime: "MMM dd, yyyy HH:mm",
} as const;

export function formatDate(value: Date | string | number | null | undefined, kind: keyof typeof DATE_FORMATS = "long") {
  if (value === null || value === undefined || value === "") return "Invalid date";
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, DATE_FORMATS[kind]) : "Invalid date";
}

export function isoDate(value: Date | string | number | null | undefined) {
  if (value === null || value === undefined) return undefined;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : undefined;
}
