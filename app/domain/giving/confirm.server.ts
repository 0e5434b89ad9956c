import { and, eq } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { donations } from "./schema";

/**
 * The one way a gift becomes confirmed (a MoMo payment MTN reports SUCCESSFUL, a pledge or an entry staff confirm).
 * Only a pending gift moves; the answer says whether this call moved it, so a replayed callback or a second click
 * does nothing twice. (Issue 25: the receipts work adds the receipt number and e-mail here, in the same step.)
 */
export function confirmDonation(
  id: string,
  details: { by?: string | null; financialTransactionId?: string | null } = {},
): boolean {
  const now = new Date();
  const moved = db
    .update(donations)
    .set({
      status: "confirmed",
      confirmedAt: now,
      updatedAt: now,
      ...(details.by !== undefined ? { decidedBy: details.by, decidedAt: now } : {}),
      ...(details.financialTransactionId ? { financialTransactionId: details.financialTransactionId } : {}),
    })
    .where(and(eq(donations.id, id), eq(donations.status, "pending")))
    .run();
  return moved.changes === 1;
}
