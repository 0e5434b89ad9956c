/**
 * A Rwandan mobile number as people write it (0788 123 456, +250 788 123 456, 250788123456) → 250788123456, or
 * null. MTN (078, 079) and Airtel (072, 073).
 */
export function normaliseSmsNumber(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const match = /^(?:\+?250|0)?(7[2389]\d{7})$/.exec(compact);
  return match ? `250${match[1]}` : null;
}

/** As Africa's Talking wants it: E.164 with its plus. */
export const e164 = (digits: string) => `+${digits}`;
