import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { withdrawMail } from "~/platform/mail/outbox.server";
import { campaigns, donations } from "./schema";

/**
 * "Export my data" and "Delete my data" cover the gifts made with the account's e-mail (issue 25 §6), but only a
 * verified one: an address nobody proved to own must not open someone else's gifts.
 */
const byEmail = (email: string) => sql`lower(${donations.donorEmail}) = ${email.trim().toLowerCase()}`;

export function giftsExport(account: { email: string; isVerified: boolean }) {
  if (!account.isVerified) return [];
  return db
    .select({
      amount: donations.amount,
      currency: donations.currency,
      method: donations.method,
      status: donations.status,
      campaign: campaigns.title,
      givenOn: donations.givenOn,
      reference: donations.reference,
      receiptNumber: donations.receiptNumber,
      name: donations.donorName,
      email: donations.donorEmail,
      phone: donations.phone,
      showName: donations.showName,
      language: donations.lang,
      createdAt: donations.createdAt,
      confirmedAt: donations.confirmedAt,
    })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(byEmail(account.email), isNull(donations.erasedAt)))
    .orderBy(desc(donations.createdAt))
    .all()
    .map((g) => ({
      ...g,
      campaign: g.campaign ?? "Where most needed",
      createdAt: g.createdAt.toISOString(),
      confirmedAt: g.confirmedAt?.toISOString() ?? null,
    }));
}

/**
 * Forgets the donor of every gift made with this address: name, e-mail and phone go, the gift stays (its amount,
 * status and receipt number are the organisation's accounts). A receipt still waiting in the outbox is taken back:
 * it would carry their name to an address they asked us to forget. Returns how many gifts were erased.
 */
export function eraseDonorInTx(tx: Pick<Tx, "update">, account: { email: string; isVerified: boolean }) {
  if (!account.isVerified) return 0;
  const now = new Date();
  withdrawMail(tx, "receipt", account.email, "withdrawn: the donor deleted their data");
  return tx
    .update(donations)
    .set({ donorName: null, donorEmail: null, phone: null, showName: false, erasedAt: now, updatedAt: now })
    .where(byEmail(account.email))
    .run().changes;
}
