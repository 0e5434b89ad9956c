import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { donations } from "./schema";

/** What a campaign has raised: confirmed gifts only (issue 25), in whole RWF, and how many there were. */
export type Progress = { raised: number; gifts: number };

/**
 * What one gift counts for, in whole RWF (issue 33): a gift received in another currency counts for the RWF staff
 * counted at its rate (`amount_rwf`); every other gift for its amount. Every total reads this.
 */
export const countedRwf = sql<number>`coalesce(${donations.amountRwf}, ${donations.amount})`;

const totals = {
  raised: sql<number>`coalesce(sum(${countedRwf}), 0)`,
  gifts: count(),
};

/** Progress of each campaign asked for (one grouped query; a campaign with no gift yet is { 0, 0 }). */
export function campaignProgress(campaignIds: readonly string[]): Map<string, Progress> {
  const result = new Map<string, Progress>(campaignIds.map((id) => [id, { raised: 0, gifts: 0 }]));
  if (campaignIds.length === 0) return result;
  const rows = db
    .select({ campaignId: donations.campaignId, ...totals })
    .from(donations)
    .where(and(eq(donations.status, "confirmed"), inArray(donations.campaignId, [...campaignIds])))
    .groupBy(donations.campaignId)
    .all();
  for (const row of rows) if (row.campaignId) result.set(row.campaignId, { raised: row.raised, gifts: row.gifts });
  return result;
}

/** Gifts to "Where most needed" (no campaign). */
export function generalFundProgress(): Progress {
  return db
    .select(totals)
    .from(donations)
    .where(and(eq(donations.status, "confirmed"), isNull(donations.campaignId)))
    .get()!;
}
