import { createHmac, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import { localizePath, type Lang } from "~/i18n/languages";
import type { Tx } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
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

type SignupRow = typeof eventSignups.$inferSelect;

/**
 * Sign-up to an event by SMS (issue 38 §4), its parts the sign-up itself uses (the code page's are in
 * sms-signup.server.ts). Instead of the e-mailed link, a 6-digit code is texted; typing it on
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
