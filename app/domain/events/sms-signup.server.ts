import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { db, type Tx } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { eventSignups } from "./schema";
import { confirmRow, rotateConfirm, type SignupRow } from "./signups.server";
import {
  assertSmsAllowance,
  CODE_TRIES,
  queueSignupCode,
  recordSmsSent,
  smsCodeHash,
  smsSignupAllowed,
} from "./sms-code.server";

/**
 * The page that asks for a texted code (issue 38): what it shows, the code typed, "send me a new code". The code is
 * checked in constant time; wrong tries are counted and committed before the refusal.
 */
export { CODE_MINUTES, recordSmsSent, smsClientKey } from "./sms-code.server";

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
