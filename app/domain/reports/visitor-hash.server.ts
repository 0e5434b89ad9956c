import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * Who a visitor is, for one day only (issue 39, docs/decisions/042), as GoatCounter and Plausible do it: a keyed
 * hash of the address, the user agent and the day, under a random secret made for that day. The secret lives in
 * this process's memory only, never in the database or a backup beside the counts; when the day (UTC) turns, a new
 * one is made and the old one's bytes are overwritten, so yesterday's hashes can no longer be made again from an
 * address and a browser, by anyone. Several worker processes count in one of them (visit-counter.server.ts), so there
 * is one secret and one set of visitors seen, and a visitor is one visitor whichever process served them.
 */
type DaySecret = { day: string; key: Buffer };
let current: DaySecret | null = null;

/** The day of a moment, as the counts are kept: `YYYY-MM-DD` in UTC. */
export const dayOf = (now = new Date()) => now.toISOString().slice(0, 10);

/** Today's secret, made on first use each day; the previous day's is wiped as it is replaced. */
export function daySecret(now = new Date()): Readonly<DaySecret> {
  const day = dayOf(now);
  if (current?.day !== day) {
    current?.key.fill(0);
    current = { day, key: randomBytes(32) };
  }
  return current;
}

/**
 * The address and user agent digested, without a key or a day: what a web worker hands to the one process that
 * holds the day's secret (visit-counter.server.ts), so the address itself never travels. Held in memory only.
 */
export const visitorKey = (address: string, userAgent: string) =>
  createHash("sha256").update(`${address}\n${userAgent}`).digest("base64url");

/** The hash of a visitor's key for the day of `now`: 16 characters, the same all that day, unrelated the next. */
export function dayHash(key: string, now = new Date()): string {
  const secret = daySecret(now);
  return createHmac("sha256", secret.key).update(`${secret.day}\n${key}`).digest("base64url").slice(0, 16);
}

/** The visitor's hash for the day of `now`, from the address and user agent. */
export const visitorHash = (address: string, userAgent: string, now = new Date()) =>
  dayHash(visitorKey(address, userAgent), now);
