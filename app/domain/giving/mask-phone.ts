/**
 * A phone number as everyone but admins sees it (issue 25 §6): the country code and network prefix, then dots, then
 * the last two digits, e.g. 250788123412 → 25078•••••12. Short or odd values show no digit at all.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 8) return "•".repeat(Math.max(digits.length, 4));
  const head = digits.slice(0, 5);
  const tail = digits.slice(-2);
  return `${head}${"•".repeat(digits.length - 7)}${tail}`;
}
