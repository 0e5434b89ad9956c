/**
 * How many SMS parts a text takes (issue 38 §5). GSM 03.38's default alphabet: 160 characters in one part, 153 per
 * part of a longer one; the characters of its extension table (€ [ ] { } \ ~ ^ |) count twice. One character outside
 * it (é, è, ç, ô, ’) makes the whole message UCS-2: 70 in one part, 67 per part, counted in UTF-16 code units.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type Encoding = "GSM-7" | "UCS-2";
export type SegmentCount = { encoding: Encoding; units: number; segments: number };

export function isGsm(text: string) {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENDED.has(ch)) return false;
  return true;
}

export function countSegments(text: string): SegmentCount {
  if (isGsm(text)) {
    let units = 0;
    for (const ch of text) units += EXTENDED.has(ch) ? 2 : 1;
    return { encoding: "GSM-7", units, segments: units === 0 ? 1 : units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
