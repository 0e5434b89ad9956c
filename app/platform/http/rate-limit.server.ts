import { createHash, createHmac } from "node:crypto";
import { inArray, lt, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "./errors.server";
import { rateLimits } from "./schema";
import { msg } from "~/i18n/message";

/** A fixed-window rule: at most `max` counted events per `windowMs`, for one scope (an IP or an account). */
export type Rule = { name: string; max: number; windowMs: number };
/** A rule and who it applies to, e.g. [LOGIN_FAILURES_PER_IP, "1.2.3.4"]. */
export type Check = readonly [Rule, string];

const MINUTE = 60_000;
const rule = (name: string, max: number, minutes: number): Rule => ({ name, max, windowMs: minutes * MINUTE });

/**
 * The limits of the auth flows. Failures count where a guess is what we guard against (login, codes,
 * reset links); every attempt counts where each one sends an e-mail or creates something (sign-up,
 * new codes, forgot-password). The per-IP limits are looser: many people can share one address.
 */
export const RULES = {
  loginAccount: rule("login-fail:account", 5, 15),
  loginIp: rule("login-fail:ip", 20, 15),
  signupIp: rule("signup:ip", 10, 60),
  signupAccount: rule("signup:account", 5, 60),
  verifyAccount: rule("verify-fail:account", 10, 15),
  verifyIp: rule("verify-fail:ip", 20, 15),
  resendAccount: rule("resend:account", 3, 15),
  resendIp: rule("resend:ip", 10, 15),
  forgotAccount: rule("forgot:account", 3, 15),
  forgotIp: rule("forgot:ip", 10, 15),
  resetIp: rule("reset-fail:ip", 10, 15),
  // Contact messages (issue 9): people write a few; a spammer with one account or one address is slowed down.
  contactUser: rule("contact:user", 5, 60),
  contactIp: rule("contact:ip", 10, 60),
  // Image uploads (issue 14): each one decodes and encodes a picture; a person adding photos to posts sends a
  // few dozen an hour at most, a script sends hundreds. Every attempt counts, refused files included.
  uploadAccount: rule("upload:account", 60, 60),
  // "Review requested" e-mails (issue 23): an author switching a post between pending and draft tells the editors
  // once an hour at most; the post's status still changes every time.
  reviewMailPost: rule("review-mail:post", 1, 60),
  // Gifts told to us (issue 25): a donor tells us about one or two transfers; a script filling the staff's list with
  // false pledges is slowed down. Only valid pledges count (as contact messages).
  pledgeIp: rule("pledge:ip", 10, 60),
  // MoMo payment prompts (issue 25): each one rings a phone, so one number gets a few an hour whoever asks (nobody
  // floods a stranger's phone), one client a handful more (a repeat of an unsettled gift is answered before these).
  // Phone keys are a keyed digest (the number is never stored here).
  momoPhone: rule("momo:phone", 3, 30),
  momoClient: rule("momo:client", 10, 60),
  // Ask anonymously (issue 26): the contact form's allowance per client (only valid questions count), and wrong or
  // expired private codes, counted per client on failures only (a code has 80 random bits: this keeps guessing
  // and noise down, not the odds). Client keys are a keyed digest of the address that changes every day.
  askClient: rule("ask:client", 10, 60),
  askCodeFailures: rule("ask-code-fail:client", 10, 15),
  // Event sign-ups (issue 37): each one sends an e-mail, so an address gets a few an hour (a change of count
  // included) and one client enough for a school's computer room signing up one by one. Only valid ones count.
  eventSignupClient: rule("event-signup:client", 60, 60),
  eventSignupAddress: rule("event-signup:address", 5, 60),
  // SMS (issue 38): each text costs money and rings a phone, so one number gets a few an hour whoever asks (nobody
  // makes the site text a stranger repeatedly) and one client a handful more. Phone keys are a keyed digest.
  smsPhone: rule("sms:phone", 3, 60),
  smsClient: rule("sms:client", 10, 60),
} as const;

/**
 * A scope that must not be readable back from this table (a phone number, a client address): a keyed digest, since
 * a plain hash of something as short as a phone number is guessed back by trying them all.
 */
export const privateScope = (purpose: string, value: string) =>
  createHmac("sha256", env.SESSION_SECRETS[0]!).update(`${purpose}:${value}`).digest("hex").slice(0, 32);

// Account keys are e-mails (known or not): store a digest rather than collect addresses in this table.
const scopeId = (id: string) => (id.includes("@") ? createHash("sha256").update(id).digest("hex").slice(0, 32) : id);
const keyOf = ([r, id]: Check) => `${r.name}:${scopeId(id)}`;

/** Seconds until every check is allowed again; 0 when none is over its limit. */
export function retryAfterSeconds(checks: readonly Check[], now = Date.now()): number {
  if (checks.length === 0) return 0;
  const rows = db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, checks.map(keyOf)))
    .all();
  let wait = 0;
  for (const check of checks) {
    const row = rows.find((r) => r.key === keyOf(check));
    if (!row) continue;
    const windowEnd = row.windowStart.getTime() + check[0].windowMs;
    if (windowEnd > now && row.count >= check[0].max) wait = Math.max(wait, Math.ceil((windowEnd - now) / 1000));
  }
  return wait;
}

export function tooManyAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const message = minutes <= 1 ? msg("tooManyAttemptsMinute") : msg("tooManyAttemptsMinutes", { minutes });
  return new HttpError(429, message, undefined, { "Retry-After": String(seconds) });
}

/** Throws a 429 with Retry-After when any check is already at its limit. */
export function assertAllowed(checks: readonly Check[], now = Date.now()) {
  const wait = retryAfterSeconds(checks, now);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one event for every check: a new window starts when the old one has run out. */
export function recordHit(checks: readonly Check[], now = Date.now()) {
  for (const check of checks) {
    const windowOpenedBefore = new Date(now - check[0].windowMs);
    db.insert(rateLimits)
      .values({ key: keyOf(check), count: 1, windowStart: new Date(now) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore.getTime()} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore.getTime()} then ${now} else ${rateLimits.windowStart} end`,
        },
      })
      .run();
  }
}

/** For rules on every attempt: refuses it when the limit is reached, otherwise counts it. */
export function consume(checks: readonly Check[], now = Date.now()) {
  assertAllowed(checks, now);
  recordHit(checks, now);
}

/** Forgets the counters, e.g. an account's login failures after a successful login. */
export function clearHits(checks: readonly Check[]) {
  if (checks.length)
    db.delete(rateLimits)
      .where(inArray(rateLimits.key, checks.map(keyOf)))
      .run();
}

/** Drops windows that have ended: a row older than the longest rule's window no longer limits anything. */
export function deleteStaleRateLimits(now = Date.now()) {
  const longest = Math.max(...Object.values(RULES).map((r) => r.windowMs));
  return db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - longest)))
    .run().changes;
}
