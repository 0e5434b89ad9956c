import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { confirmDonation } from "~/domain/giving/confirm.server";
import { donations, type Donation } from "~/domain/giving/schema";
import { paymentProvider } from "~/domain/giving/payments/index.server";
import { ProviderUnavailableError } from "~/domain/giving/payments/provider";
import { failUnsent, giftById, isSending, markRequested, sendRequest } from "./request.server";

/** A gift younger than this with no answer from MTN may still have its first request in flight (token + request). */
export const IN_FLIGHT_MS = 20_000;
/** A written gift MTN does not know is sent again (same reference id) while this young, then failed "never-sent". */
export const RESEND_WITHIN_MS = 5 * 60_000;
/** MTN unreachable: the gift is kept pending this much longer than the follow time before it counts as expired. */
const UNREACHABLE_GRACE_MS = 24 * 60 * 60_000;

const followMs = () => getSiteSettings().giving.momoFollowMinutes * 60_000;

function touch(id: string, now: Date) {
  db.update(donations).set({ lastCheckedAt: now }).where(eq(donations.id, id)).run();
}

function close(id: string, status: "failed" | "expired", reason: string, now: Date) {
  db.update(donations)
    .set({ status, failureReason: reason, lastCheckedAt: now, updatedAt: now })
    .where(and(eq(donations.id, id), inArray(donations.status, ["pending", "failed"])))
    .run();
}

/** Before issue 33 a timed-out request failed the gift at once; such gifts are still asked about (never sent). */
const isLegacyTimeout = (gift: Donation) => gift.status === "failed" && gift.failureReason === "provider-timeout";

/**
 * Asks MTN where one gift stands and records the answer: the one step behind the job, the callback and the status
 * page. MTN's answer is the only truth (a callback body never is). The gift is read again here, never taken from the
 * caller's (possibly stale) copy. A gift MTN does not know is sent again with the same reference id while it is
 * young (MTN answers 409 if it had it after all: one prompt, never two), through the same claim as every send, and
 * failed "never-sent" (nothing charged) once it is old and nothing was sent since MTN was asked.
 */
export async function followGift(given: Donation | string, now = new Date()): Promise<Donation | undefined> {
  const provider = paymentProvider();
  const gift = giftById(typeof given === "string" ? given : given.id);
  if (!provider || !gift?.providerReference || (gift.status !== "pending" && !isLegacyTimeout(gift))) return gift;
  const legacy = isLegacyTimeout(gift);
  const age = now.getTime() - gift.createdAt.getTime();
  try {
    const answer = await provider.status(gift.providerReference);
    if (answer.status === "NOT_FOUND") {
      if (legacy) touch(gift.id, now);
      else if (gift.requestedAt) {
        if (age > followMs()) close(gift.id, "expired", "expired", now);
        else touch(gift.id, now);
      } else if (age < IN_FLIGHT_MS || isSending(gift.id)) touch(gift.id, now);
      else if (age < RESEND_WITHIN_MS) {
        touch(gift.id, now);
        await sendRequest(gift.id, gift.sendAttempts);
      } else failUnsent(gift.id, gift.sendAttempts, "never-sent", now);
    } else {
      if (legacy)
        db.update(donations)
          .set({ status: "pending", failureReason: null, requestedAt: gift.createdAt })
          .where(and(eq(donations.id, gift.id), eq(donations.status, "failed")))
          .run();
      // MTN knows the request (its 202 may have been lost): the donor can approve it.
      else if (!gift.requestedAt) markRequested(gift.id, now);
      if (answer.status === "SUCCESSFUL") {
        touch(gift.id, now);
        confirmDonation(gift.id, { financialTransactionId: answer.financialTransactionId });
      } else if (answer.status === "FAILED") close(gift.id, "failed", answer.reason, now);
      else if (age > followMs()) close(gift.id, "expired", "expired", now);
      else touch(gift.id, now);
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.warn({ gift: gift.id, error: errorInfo(error) }, "MoMo status not known yet");
    if (!legacy && age > followMs() + UNREACHABLE_GRACE_MS) close(gift.id, "expired", "expired", now);
    else touch(gift.id, now);
  }
  return giftById(gift.id) ?? gift;
}

/** Gifts the job follows: pending MoMo gifts, and timed-out ones MTN may still have, least recently checked first. */
export function giftsToFollow(now = new Date(), limit = 50) {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.method, "momo"),
        or(
          eq(donations.status, "pending"),
          and(
            eq(donations.status, "failed"),
            eq(donations.failureReason, "provider-timeout"),
            gt(donations.createdAt, new Date(now.getTime() - followMs())),
          ),
        ),
      ),
    )
    .orderBy(asc(donations.lastCheckedAt))
    .limit(limit)
    .all();
}
