import { and, eq } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { deliverMailSoon } from "~/platform/mail/mail.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { issueReceiptInTx } from "./receipts.server";
import { donations, type Donation } from "./schema";

type ConfirmDetails = {
  by?: string | null;
  financialTransactionId?: string | null;
  /** Issue 33: a gift received in another currency, counted at staff's rate (RWF per unit). */
  exchange?: { rate: string; amountRwf: number } | null;
};

/**
 * Confirms a pending gift inside the caller's transaction and issues its receipt (number, secret, e-mail queued when
 * it has an address): null when the gift was not pending, so nothing happens twice. The caller delivers mail and
 * refreshes the public pages after the commit (`afterConfirm`).
 */
export function confirmInTx(tx: Tx, id: string, details: ConfirmDetails = {}, now = new Date()) {
  const moved = tx
    .update(donations)
    .set({
      status: "confirmed",
      confirmedAt: now,
      updatedAt: now,
      ...(details.by !== undefined ? { decidedBy: details.by, decidedAt: now } : {}),
      ...(details.financialTransactionId ? { financialTransactionId: details.financialTransactionId } : {}),
      ...(details.exchange ? { exchangeRate: details.exchange.rate, amountRwf: details.exchange.amountRwf } : {}),
    })
    .where(and(eq(donations.id, id), eq(donations.status, "pending")))
    .returning()
    .get();
  if (!moved) return null;
  const receipt = issueReceiptInTx(tx, moved, now);
  return { gift: { ...moved, receiptNumber: receipt.receiptNumber } as Donation, ...receipt };
}

/** After a confirmation commits: send its receipt soon, and let the public pages show the new progress. */
export function afterConfirm(result: { mailed: boolean } | null) {
  if (!result) return;
  if (result.mailed) deliverMailSoon();
  invalidateGuestPages();
}

/**
 * The one way a gift becomes confirmed (a MoMo payment MTN reports SUCCESSFUL, a pledge or an entry staff confirm).
 * Only a pending gift moves; the answer says whether this call moved it, so a replayed callback or a second click
 * does nothing twice. In the same transaction the gift gets its receipt number and secret, and its receipt e-mail is
 * queued when it has an address (receipts.server.ts): exactly once, since only the call that moved it gets there.
 */
export function confirmDonation(id: string, details: ConfirmDetails = {}): boolean {
  const result = db.transaction((tx) => confirmInTx(tx, id, details));
  afterConfirm(result);
  return result !== null;
}
