import { createHmac, randomBytes } from "node:crypto";

/**
 * Who a visitor is, for one day only (issue 39, docs/decisions/042), as GoatCounter and Plausible do it: a keyed
 * hash of the address, the user agent and the day, under a random secret made for that day. The secret lives in
 * this process's memory only, never in the database or a backup beside the counts; when the day (UTC) turns, a new
 * one is made and the old one's bytes are overwritten, so yesterday's hashes can no longer be made again from an
 * address and a browser, by anyone.
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

/** The visitor's hash for the day of `now`: 16 characters, the same all that day, unrelated the next. */
export function visitorHash(address: string, userAgent: string, now = new Date()): string {
  const { day, key } = daySecret(now);
  return createHmac("sha256", key).update(`${day}\n${address}\n${userAgent}`).digest("base64url").slice(0, 16);
}
