import { createHash, randomBytes } from "node:crypto";

/**
 * Ticket codes (issue 37): shown once in the confirmation mail (text and QR), typed at the door when a camera cannot
 * read the QR. Eight characters of Crockford base32 (40 bits, about 10^12 codes: unguessable for a door list of a
 * few hundred, and every guess would have to be typed at the door) shown as XXXX-XXXX. Only the hash is stored.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newTicketCode(): string {
  const bytes = randomBytes(8);
  let code = "";
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What a person typed (or a scanner read) as the canonical XXXX-XXXX, or null. Crockford's reading rules: case
 * does not matter, O is 0, I and L are 1, and spaces or dashes anywhere are ignored.
 */
export function normalizeTicketCode(input: string): string | null {
  const cleaned = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (cleaned.length !== 8 || [...cleaned].some((c) => !ALPHABET.includes(c))) return null;
  return `${cleaned.slice(0, 4)}-${cleaned.slice(4)}`;
}

/** The stored form of a code (normalised first, so "abcd efgh" and "ABCD-EFGH" hash alike). */
export function ticketCodeHash(code: string): string {
  const normal = normalizeTicketCode(code) ?? code;
  return createHash("sha256").update(`ticket:${normal}`).digest("hex");
}

/** A link token (confirm, manage): 32 random bytes, base64url; the database keeps its SHA-256. */
export const newLinkToken = () => randomBytes(32).toString("base64url");
export const linkTokenHash = (token: string) => createHash("sha256").update(`event-link:${token}`).digest("hex");
