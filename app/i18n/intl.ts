import { INTL_LOCALES, type Lang } from "./languages";

/** Numbers in the reader's language ("12,345" / "12.345" / "12 345"); one formatter per language, made once. */
const numbers = new Map<Lang, Intl.NumberFormat>();
export function formatNumber(value: number, lang: Lang): string {
  let format = numbers.get(lang);
  if (!format) numbers.set(lang, (format = new Intl.NumberFormat(INTL_LOCALES[lang])));
  return format.format(value);
}

/** An amount of money, e.g. Rwandan francs: "RWF 5,000" / "RF 5.000" / "5 000 RWF". */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], { style: "currency", currency, maximumFractionDigits: 0 }).format(
    amount,
  );
}
