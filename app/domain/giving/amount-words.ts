import { toCardinal as englishWords } from "n2words/en-GB";
import { toCardinal as frenchWords } from "n2words/fr-FR";
import type { Lang } from "~/i18n/languages";

/**
 * An amount of Rwandan francs in words, as a receipt writes it beside the figures (issue 25 §4). English and French
 * come from n2words; Kinyarwanda, which no library covers, is written here.
 */
export function amountInWords(amount: number, lang: Lang): string {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError("a whole, positive amount");
  if (lang === "en") return `${englishWords(amount)} Rwandan franc${amount === 1 ? "" : "s"}`;
  if (lang === "fr") return `${frenchWords(amount)} franc${amount === 1 ? "" : "s"} rwandais`;
  return `amafaranga y'u Rwanda ${kinyarwandaNumber(amount)}`;
}

/*
 * Kinyarwanda numbers agree with the noun they count: francs (amafaranga, class 6: "atanu"), hundreds (amagana,
 * class 6), tens (imirongo, class 4: "itanu"), thousands (ibihumbi, class 8: "bitanu"), millions and milliards
 * (class 10: "eshanu"). Parts are joined with "na", which becomes "n'" before a vowel.
 */
type Agreement = readonly [string, string, string, string, string, string, string, string, string];
const FRANCS: Agreement = ["rimwe", "abiri", "atatu", "ane", "atanu", "atandatu", "arindwi", "umunani", "icyenda"];
const HUNDREDS: Agreement = ["", "abiri", "atatu", "ane", "atanu", "atandatu", "arindwi", "inani", "cyenda"];
const TENS: Agreement = ["", "", "itatu", "ine", "itanu", "itandatu", "irindwi", "inani", "icyenda"];
const THOUSANDS: Agreement = [
  "kimwe",
  "bibiri",
  "bitatu",
  "bine",
  "bitanu",
  "bitandatu",
  "birindwi",
  "umunani",
  "icyenda",
];
const MILLIONS: Agreement = [
  "imwe",
  "ebyiri",
  "eshatu",
  "enye",
  "eshanu",
  "esheshatu",
  "zirindwi",
  "umunani",
  "icyenda",
];

const join = (parts: string[]) =>
  parts.reduce(
    (out, part) => (out === "" ? part : /^[aeiou]/.test(part) ? `${out} n'${part}` : `${out} na ${part}`),
    "",
  );

/** 1–999 counting a noun whose agreement of the units is `units`. */
function belowThousand(n: number, units: Agreement): string[] {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  if (h === 1) parts.push("ijana");
  else if (h > 1) parts.push(`magana ${HUNDREDS[h - 1]}`);
  if (t === 1) parts.push("icumi");
  else if (t === 2) parts.push("makumyabiri");
  else if (t > 2) parts.push(`mirongo ${TENS[t - 1]}`);
  if (u > 0) parts.push(units[u - 1]!);
  return parts;
}

export function kinyarwandaNumber(n: number): string {
  const parts: string[] = [];
  const scales: [number, string, string, Agreement][] = [
    [1_000_000_000, "miliyari", "miliyari", MILLIONS],
    [1_000_000, "miliyoni", "miliyoni", MILLIONS],
    [1_000, "igihumbi", "ibihumbi", THOUSANDS],
  ];
  let rest = n;
  for (const [size, one, many, agreement] of scales) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) continue;
    if (count === 1) parts.push(size === 1_000 ? one : `${one} ${agreement[0]}`);
    else parts.push(`${many} ${join(belowThousand(count, agreement))}`);
  }
  if (rest > 0) parts.push(join(belowThousand(rest, FRANCS)));
  return join(parts);
}
