import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { assertAllowed, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { env } from "~/platform/ops/env.server";
import { msg } from "~/i18n/message";
import { clientKey } from "./client-key.server";
import { questions } from "./schema";

/**
 * The private code of a question answered "privately with a code" (issue 26): 16 symbols of Crockford's base32
 * (80 random bits), shown once as four groups of four (K7QM-2XHD-9PWA-RT3C) and stored only as its SHA-256. 80
 * random bits need no salt or slow hash: nobody can try enough of them, and the look-up is rate-limited as well.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16;

/** A new code, in groups. */
export const newPrivateCode = () => codeOf(randomBytes(10));

/**
 * The code of a question sent with a one-time submission token (issue 34): a keyed digest of the token, so a second
 * press or a reload that sends the same form can show the same code again (ask.server.ts) while the database still
 * holds only its hash. Without the server's secret and the token (which only that browser's page had), nothing
 * leads to it; it is as unguessable as a random one.
 */
export const codeOfSubmission = (token: string) =>
  codeOf(createHmac("sha256", env.SESSION_SECRETS[0]!).update(`question-code:${token}`).digest().subarray(0, 10));

function codeOf(bytes: Uint8Array): string {
  // 80 bits = 16 symbols of 5 bits
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = "";
  for (let i = LENGTH - 1; i >= 0; i--) symbols += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return formatCode(symbols);
}

/** "K7QM2XHD9PWART3C" as "K7QM-2XHD-9PWA-RT3C". */
export const formatCode = (symbols: string) => symbols.match(/.{1,4}/g)!.join("-");

/**
 * The code as typed, in its one spelling, or null when it cannot be a code: any case, with or without dashes and
 * spaces, and the letters people confuse with digits read as Crockford says (O as 0, I and L as 1).
 */
export function normaliseCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s\-–—_.]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (symbols.length !== LENGTH) return null;
  for (const c of symbols) if (!ALPHABET.includes(c)) return null;
  return symbols;
}

/** What the database keeps: the SHA-256 of the normalised code, hex. */
export const hashCode = (normalised: string) => createHash("sha256").update(normalised).digest("hex");

/** What a code opens: nothing yet (the answer is being written), the answer, or a question staff could not answer. */
export type PrivateAnswer = { question: string; askedAt: Date; urgent: boolean } & (
  { state: "waiting" } | { state: "answered"; answer: string; answeredAt: Date | null } | { state: "declined" }
);

/**
 * Opens a private answer with its code (issue 26). Wrong, malformed and expired codes (erased: code_hash is null)
 * get the same 404 and count against the client (RULES.askCodeFailures); at the limit even a right code waits,
 * with the same 429 for all. The first time an answer is shown, read_at is set (the retention clock starts).
 */
export function openPrivateAnswer(typed: string, ip: string, now = new Date()): PrivateAnswer {
  const checks: Check[] = [[RULES.askCodeFailures, clientKey(ip, "ask-code")]];
  assertAllowed(checks);
  const normalised = normaliseCode(typed);
  const row = normalised
    ? db
        .select()
        .from(questions)
        .where(and(eq(questions.codeHash, hashCode(normalised)), isNull(questions.erasedAt)))
        .get()
    : undefined;
  if (!row) {
    recordHit(checks);
    throw new HttpError(404, msg("privateCodeNotFound"));
  }
  // Their own words while they are kept; staff's public version after (the code itself expires with them).
  const question = row.original ?? row.publicQuestion;
  // Urgent (issue 34): the page puts the help lines first while the asker waits.
  const shown = { question, askedAt: row.createdAt, urgent: row.urgent };
  if (row.status === "declined") return { state: "declined", ...shown };
  if ((row.status === "answered" || row.status === "published") && row.answer) {
    if (!row.readAt)
      db.update(questions)
        .set({ readAt: now })
        .where(and(eq(questions.id, row.id), isNull(questions.readAt)))
        .run();
    return { state: "answered", ...shown, answer: row.answer, answeredAt: row.answeredAt };
  }
  return { state: "waiting", ...shown };
}
