import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { t } from "~/i18n/catalogue";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { donations, type Donation } from "~/domain/giving/schema";
import { paymentProvider } from "~/domain/giving/payments/index.server";
import { ProviderUnavailableError } from "~/domain/giving/payments/provider";

/** MTN's limit on payerMessage and payeeNote. */
export const MOMO_NOTE_MAX = 160;

/**
 * The prompt's texts. MTN shows payerMessage on the donor's phone: it is in the gift's language (the page's when they
 * gave) and names the organisation as /admin/settings does, in full ("Impano kuri Youth One Health Rwanda"), or by
 * its short name when the full one would not fit MTN's 160 characters. payeeNote is ours in MTN's reports (staff read
 * it, in English, with the gift's id).
 */
export function requestOf(gift: Donation) {
  const { name, shortName } = getSiteSettings().identity;
  const prompt = t(gift.lang).payments.prompt;
  const full = prompt(name);
  const payerMessage = (full.length <= MOMO_NOTE_MAX ? full : prompt(shortName || name)).slice(0, MOMO_NOTE_MAX);
  return {
    referenceId: gift.providerReference!,
    externalId: gift.externalId!,
    amount: gift.amount,
    currency: gift.currency,
    msisdn: gift.phone!,
    payerMessage,
    payeeNote: `Gift ${gift.id}`.slice(0, MOMO_NOTE_MAX),
  };
}

export const giftById = (id: string) => db.select().from(donations).where(eq(donations.id, id)).get();

/** MTN has the request (it answered 202, or its status names it). */
export function markRequested(id: string, now = new Date()) {
  return db
    .update(donations)
    .set({ requestedAt: now, updatedAt: now })
    .where(and(eq(donations.id, id), eq(donations.status, "pending"), isNull(donations.requestedAt)))
    .returning()
    .get();
}

/**
 * The claim taken right before a request to pay goes on the wire (the token already had): the gift must still be
 * pending with no answer from MTN. The same conditional UPDATE is the only way a send happens, so a gift settled
 * meanwhile (failed, expired: the donor was told) is never sent, however stale the caller's copy. Returns the attempt
 * number, or null: do not send.
 */
export function claimSend(id: string, now = new Date()): number | null {
  const row = db
    .update(donations)
    .set({ sendAttempts: sql`${donations.sendAttempts} + 1`, updatedAt: now })
    .where(and(eq(donations.id, id), eq(donations.status, "pending"), isNull(donations.requestedAt)))
    .returning({ attempts: donations.sendAttempts })
    .get();
  return row?.attempts ?? null;
}

/**
 * Fails a gift MTN provably does not have: still pending, no answer from MTN, and no send since `attempts` was read
 * (a send claimed after that may have reached MTN). The only way a MoMo gift becomes "nothing was charged" without
 * MTN's own FAILED.
 */
export function failUnsent(id: string, attempts: number, reason: string, now = new Date()) {
  return (
    db
      .update(donations)
      .set({ status: "failed", failureReason: reason, lastCheckedAt: now, updatedAt: now })
      .where(
        and(
          eq(donations.id, id),
          eq(donations.status, "pending"),
          isNull(donations.requestedAt),
          eq(donations.sendAttempts, attempts),
        ),
      )
      .run().changes === 1
  );
}

/** Gifts this process is sending right now: the job does not send them again meanwhile. */
const inFlight = new Map<string, Promise<SendResult>>();
export const isSending = (id: string) => inFlight.has(id);
/** The send of this gift in progress here, if any (tests and the load script wait for it). */
export const sendInProgress = (id: string) => inFlight.get(id);

export type SendResult = "requested" | "withdrawn" | "refused" | "unknown";

/**
 * Sends a written gift's request to pay (first time, or again with its own reference id: MTN answers 409 if it has
 * it, one prompt only). The gift is read again here, and claimed right before the wire (claimSend).
 * - 202 / 409 → requested.
 * - MTN answered an error status, or refused a token, and no other send may have reached it → failed
 *   "provider-unavailable" (nothing was charged: true).
 * - No answer (timeout, cut connection), on the request or on the token → left pending: MTN may have the request or
 *   may recover; the job and the status page ask MTN and send again (same reference id) while the gift is young.
 */
/**
 * `absentAfter`: MTN just said it has no request with this reference id after `absentAfter` sends, all of them ended
 * (none in flight here; a crash ends them too). A refusal of this next send then proves nothing was charged.
 */
export function sendRequest(id: string, absentAfter?: number): Promise<SendResult> {
  const running = inFlight.get(id);
  if (running) return running;
  const sending = send(id, absentAfter).finally(() => inFlight.delete(id));
  inFlight.set(id, sending);
  return sending;
}

async function send(id: string, absentAfter?: number): Promise<SendResult> {
  const provider = paymentProvider();
  const gift = giftById(id);
  if (!provider || !gift || gift.status !== "pending" || gift.requestedAt) return "withdrawn";
  /** This call's own attempt number once it claimed the gift; null while nothing of it went on the wire. */
  const mine: { attempt: number | null } = { attempt: null };
  try {
    const outcome = await provider.requestToPay(requestOf(gift), () => {
      const claimed = claimSend(id);
      if (claimed !== null) mine.attempt = claimed;
      return claimed !== null;
    });
    if (outcome === "withdrawn") return "withdrawn";
    if (gift.sendAttempts > 0) log.info({ gift: id, outcome }, "MoMo request to pay sent again, same reference id");
    markRequested(id);
    return "requested";
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const answered = error.kind === "server" || error.kind === "refused";
    // An error status on the only send there ever was, or on the first after MTN said it had none of the earlier
    // ones (or on the token, before any send): MTN does not have it. failUnsent checks in the database that no
    // other send was claimed meanwhile.
    const known = absentAfter ?? 0;
    const onlySend = mine.attempt === null ? (absentAfter ?? 0) : mine.attempt === known + 1 ? mine.attempt : -1;
    if (!error.mayHaveReached && answered && onlySend >= 0 && failUnsent(id, onlySend, "provider-unavailable")) {
      log.warn({ gift: id, error: errorInfo(error) }, "MoMo request to pay refused; gift failed, nothing charged");
      return "refused";
    }
    log.warn({ gift: id, error: errorInfo(error) }, "MoMo request to pay not answered; gift followed by asking MTN");
    return "unknown";
  }
}
