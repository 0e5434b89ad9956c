import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import { localizePath, type Lang } from "~/i18n/languages";
import { db, type Tx } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { env } from "~/platform/ops/env.server";
import { assertAllowed, privateScope, recordHit } from "~/platform/http/rate-limit.server";
import { consentFor, recordConsent } from "~/domain/sms/consent.server";
import { capReached } from "~/domain/sms/cap.server";
import { smsChecks } from "~/domain/sms/limits.server";
import { deliverSmsSoon, enqueueSms } from "~/domain/sms/outbox.server";
import { smsEnabled } from "~/domain/sms/provider.server";
import { orgForSms } from "~/domain/sms/receipt-sms.server";
import { createShortLink } from "~/domain/sms/short-links.server";
import { renderSms } from "~/domain/sms/templates";
import { eventSignups } from "./schema";
import { confirmRow, rotateConfirm, type SignupRow } from "./signups.server";

/**
 * Sign-up to an event by SMS (issue 38 §4). Instead of the e-mailed link, a 6-digit code is texted; typing it on
 * the page (or opening the short link in the same text, which is the e-mail's confirm link) confirms the sign-up by
 * the very rule the link uses (`confirmRow`), so a place is counted one way for both. The code is random, stored as
 * an HMAC (a leaked table does not give it away), works for CODE_MINUTES and CODE_TRIES wrong tries, and is
 * compared in constant time. Neither the number nor the code is ever logged or audited.
 */
export const CODE_MINUTES = 30;
export const CODE_TRIES = 5;

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
export const smsCodeHash = (signupId: string, code: string) =>
  createHmac("sha256", env.SESSION_SECRETS[0]!).update(`event-sms-code:${signupId}:${code}`).digest("hex");

/**
 * Refuses an SMS sign-up when SMS is not set up (400), or past the month's cap (409): its code would be withheld
 * (only receipts go then), so the person is asked for an e-mail at once rather than left waiting for a text.
 */
export function smsSignupAllowed(lang: Lang) {
  const off = t(lang).sms.smsOff;
  if (!smsEnabled()) throw new HttpError(400, off, { smsTo: off });
  if (capReached()) throw new HttpError(409, off, { smsTo: off });
}

/** The ticked box, its exact words in the page's language, kept for this sign-up. */
export function recordSignupConsent(tx: Tx, row: SignupRow, lang: Lang) {
  if (row.smsTo) recordConsent(tx, row.smsTo, "event", t(lang).sms.eventConsent, lang, `event-signup:${row.id}`);
}

/**
 * A new code for this sign-up, texted with a short link to its confirm page (the link expires with the code).
 * In the caller's transaction; any code not yet sent to the number is taken back (`replaces`).
 */
export function queueSignupCode(tx: Tx, row: SignupRow, confirmToken: string, now = Date.now(), linkExpiresAt?: Date) {
  if (!row.smsTo) return null;
  const consent = consentFor(`event-signup:${row.id}`, row.smsTo, tx);
  if (!consent) return null;
  const code = newSmsCode();
  const expiresAt = new Date(now + CODE_MINUTES * 60_000);
  tx.update(eventSignups)
    .set({ smsCodeHash: smsCodeHash(row.id, code), smsCodeExpiresAt: expiresAt, smsCodeTries: 0 })
    .where(eq(eventSignups.id, row.id))
    .run();
  const link = createShortLink(
    tx,
    localizePath(`/events/confirm/${confirmToken}`, row.lang),
    linkExpiresAt ?? expiresAt,
  );
  const message = renderSms(row.lang, { kind: "event-code", org: orgForSms(), code, link: link.url });
  const id = enqueueSms(tx, {
    to: row.smsTo,
    kind: "event-code",
    message,
    consentId: consent.id,
    expiresAt,
    replaces: true,
  });
  if (id) setImmediate(deliverSmsSoon);
  return id;
}

/** Before a text is sent because of a form: RULES.smsPhone and RULES.smsClient, with a message that says why. */
export function assertSmsAllowance(number: string, clientKey: string, lang: Lang) {
  try {
    assertAllowed(smsChecks(number, clientKey));
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, t(lang).sms.tooManyTexts, { smsTo: t(lang).sms.tooManyTexts }, error.headers);
    throw error;
  }
}
export const smsClientKey = (ip: string) => privateScope("sms-client", ip);
export const recordSmsSent = (number: string, clientKey: string) => recordHit(smsChecks(number, clientKey));

const findSmsSignup = (tx: Pick<Tx, "select">, signupId: string) =>
  tx.select().from(eventSignups).where(eq(eventSignups.id, signupId)).get();

export type CodePageState = { state: "ask" | "confirmed" | "waiting-confirmed"; people: number } | null;

/** What the code page shows for this sign-up, or null (unknown, not by SMS, or cancelled). */
export function codePageState(signupId: string): CodePageState {
  const row = findSmsSignup(db, signupId);
  if (!row || !row.smsTo || row.status === "cancelled") return null;
  if (row.confirmedAt)
    return { state: row.status === "waiting" ? "waiting-confirmed" : "confirmed", people: row.people };
  return { state: "ask", people: row.people };
}

type Check = { ok: true; row: SignupRow } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * The code typed on the page. A wrong code counts a try (committed, then refused); after CODE_TRIES, or past its
 * time, a new code is needed (409). The right one confirms by `confirmRow`. Already confirmed: answered again.
 */
export function checkSmsCode(signupId: string, given: unknown, lang: Lang, now = Date.now()): SignupRow {
  const m = t(lang).sms;
  const code = typeof given === "string" ? given.replace(/\s/g, "") : "";
  if (!/^\d{6}$/.test(code)) throw new HttpError(400, m.codeInvalid, { code: m.codeInvalid });
  const result = db.transaction(
    (tx): Check => {
      const row = findSmsSignup(tx, signupId);
      if (!row || !row.smsTo || row.status === "cancelled") return { ok: false, status: 404, message: m.codeUnknown };
      if (row.confirmedAt) return { ok: true, row };
      if (
        !row.smsCodeHash ||
        !row.smsCodeExpiresAt ||
        row.smsCodeExpiresAt.getTime() <= now ||
        row.smsCodeTries >= CODE_TRIES
      )
        return { ok: false, status: 409, message: m.codeExpired };
      const right = timingSafeEqual(Buffer.from(smsCodeHash(row.id, code), "hex"), Buffer.from(row.smsCodeHash, "hex"));
      if (!right) {
        const tries = row.smsCodeTries + 1;
        tx.update(eventSignups).set({ smsCodeTries: tries }).where(eq(eventSignups.id, row.id)).run();
        const left = CODE_TRIES - tries;
        return left > 0
          ? { ok: false, status: 400, message: m.codeWrong(left) }
          : { ok: false, status: 409, message: m.codeExpired };
      }
      const confirmed = confirmRow(tx, row, now);
      return confirmed ? { ok: true, row: confirmed } : { ok: false, status: 404, message: m.codeUnknown };
    },
    { behavior: "immediate" },
  );
  if (!result.ok) throw new HttpError(result.status, result.message, { code: result.message });
  deliverMailSoon();
  invalidateGuestPages();
  return result.row;
}

/** "Send me a new code": a new code and link (the old ones stop working), within the SMS limits. */
export function resendSmsCode(signupId: string, clientKey: string, lang: Lang, now = Date.now()) {
  const m = t(lang).sms;
  smsSignupAllowed(lang);
  const row = findSmsSignup(db, signupId);
  if (!row || !row.smsTo || row.status === "cancelled" || row.confirmedAt)
    throw new HttpError(404, m.codeUnknown, { code: m.codeUnknown });
  assertSmsAllowance(row.smsTo, clientKey, lang);
  db.transaction(
    (tx) => {
      const fresh = findSmsSignup(tx, signupId);
      if (!fresh || fresh.status === "cancelled" || fresh.confirmedAt) return;
      queueSignupCode(tx, fresh, rotateConfirm(tx, fresh, null), now);
    },
    { behavior: "immediate" },
  );
  recordSmsSent(row.smsTo, clientKey);
}
