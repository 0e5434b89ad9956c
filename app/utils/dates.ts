import { format, isValid } from "date-fns";
import { t } from "~/i18n/catalogue";
import { INTL_LOCALES, type Lang } from "~/i18n/languages";

/** The one date formatter (SPEC §9): "MMM dd, yyyy", "MMM dd", and messages add "HH:mm". */
export const DATE_FORMATS = {
  long: "MMM dd, yyyy",
  short: "MMM dd",
  withTime: "MMM dd, yyyy HH:mm",
} as const;

/** The same three shapes through Intl for Kinyarwanda and French (date-fns has no Kinyarwanda locale). */
const INTL_FORMATS: Record<keyof typeof DATE_FORMATS, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  short: { day: "numeric", month: "short" },
  withTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};

/** English keeps the spec's formats word for word; the other languages read as their speakers write dates. */
export function formatDate(value: Date | string | number | null | undefined, kind: keyof typeof DATE_FORMATS = "long", lang: Lang = "en") {
  const invalid = t(lang).common.invalidDate;
  if (value === null || value === undefined || value === "") return invalid;
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return invalid;
  return lang === "en" ? format(date, DATE_FORMATS[kind]) : new Intl.DateTimeFormat(INTL_LOCALES[lang], INTL_FORMATS[kind]).format(date);
}

export function isoDate(value: Date | string | number | null | undefined) {
  if (value === null || value === undefined) return undefined;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : undefined;
}
