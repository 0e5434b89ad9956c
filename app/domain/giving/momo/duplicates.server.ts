import { and, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { donations, type Donation } from "~/domain/giving/schema";

/** The earlier gift a confirmed one probably repeats: staff refund one by MoMo outside the site, then void it. */
export type ProbableDuplicate = { id: string; receiptNumber: string | null; minutesApart: number };

/**
 * Probable duplicates (issue 33): a confirmed MoMo gift is flagged when an earlier confirmed one has the same number,
 * amount and campaign within the settings' window (Giving online → "Flag repeated gifts within"). Both may be meant
 * (someone giving twice on purpose), so nothing is changed: staff ask the donor and act. A voided earlier gift no
 * longer flags the later one.
 */
export function probableDuplicates(gifts: Donation[]): Map<string, ProbableDuplicate> {
  const windowMs = getSiteSettings().giving.duplicateWindowMinutes * 60_000;
  const found = new Map<string, ProbableDuplicate>();
  for (const g of gifts) {
    if (g.status !== "confirmed" || g.method !== "momo" || !g.phone) continue;
    const earlier = db
      .select({ id: donations.id, receiptNumber: donations.receiptNumber, createdAt: donations.createdAt })
      .from(donations)
      .where(
        and(
          ne(donations.id, g.id),
          eq(donations.status, "confirmed"),
          eq(donations.method, "momo"),
          eq(donations.phone, g.phone),
          eq(donations.amount, g.amount),
          sql`${donations.campaignId} is ${g.campaignId}`,
          gte(donations.createdAt, new Date(g.createdAt.getTime() - windowMs)),
          lt(donations.createdAt, g.createdAt),
        ),
      )
      .orderBy(desc(donations.createdAt))
      .get();
    if (earlier)
      found.set(g.id, {
        id: earlier.id,
        receiptNumber: earlier.receiptNumber,
        minutesApart: Math.round((g.createdAt.getTime() - earlier.createdAt.getTime()) / 60_000),
      });
  }
  return found;
}
