import { and, eq } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { log } from "~/platform/ops/log.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { donations, type Donation } from "./schema";
import { paymentProvider } from "./payments/index.server";

/** The prompt's texts (MTN shows payerMessage on the phone; payeeNote is ours in MTN's reports). */
export function requestOf(gift: Donation) {
  const org = getSiteSettings().identity.shortName;
  return {
    referenceId: gift.providerReference!,
    externalId: gift.externalId!,
    amount: gift.amount,
    currency: gift.currency,
    msisdn: gift.phone!,
    payerMessage: `Gift to ${org}`.slice(0, 160),
    payeeNote: `Gift ${gift.id}`,
  };
}

export function markRequested(id: string, now = new Date()) {
  return db
    .update(donations)
    .set({ requestedAt: now, updatedAt: now })
    .where(and(eq(donations.id, id), eq(donations.status, "pending")))
    .returning()
    .get();
}

export function markFailed(id: string, reason: string, status: "failed" | "expired" = "failed", now = new Date()) {
  db.update(donations)
    .set({ status, failureReason: reason, lastCheckedAt: now, updatedAt: now })
    .where(and(eq(donations.id, id), eq(donations.status, "pending")))
    .run();
}

/** Resend a written gift's request with its own reference id (the job, after a crash): MTN's 409 means it has it. */
export async function resendRequest(gift: Donation) {
  const outcome = await paymentProvider()!.requestToPay(requestOf(gift));
  log.info({ gift: gift.id, outcome }, "MoMo request to pay sent again with the same reference id");
  return markRequested(gift.id);
}
