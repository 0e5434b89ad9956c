import { createHash, randomInt } from "node:crypto";

/**
 * THROWAWAY (events-door): events-core owns this file; the lead takes theirs at merge. Same signatures.
 * A ticket code is 8 characters of Crockford base32 shown as XXXX-XXXX; only its hash is stored.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newTicketCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What someone typed (any case, spaces or dashes, O for 0, I or L for 1) as the code, or null when it cannot be one. */
export function normalizeTicketCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (raw.length !== 8 || [...raw].some((c) => !ALPHABET.includes(c))) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

export const ticketCodeHash = (code: string) => createHash("sha256").update(code).digest("hex");
