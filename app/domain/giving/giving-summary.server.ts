import { and, asc, eq, gte, lt } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { wallClock } from "~/utils/dates";
import { monthStart } from "./donations-admin.server";
import { campaignProgress, countedRwf } from "./progress.server";
import { campaigns, donations } from "./schema";

/**
 * The dashboard's giving panel (issue 25 §5): money confirmed this calendar month on the site's clock, and the active
 * campaigns' progress (read from the table here; campaigns.server.ts is the campaigns part's).
 */
export function givingSummary(now = new Date()) {
  const w = wallClock(now, siteTimeZone());
  const from = monthStart(w.year, w.month);
  const to = w.month === 12 ? monthStart(w.year + 1, 1) : monthStart(w.year, w.month + 1);
  const month = db
    .select({ amount: countedRwf })
    .from(donations)
    .where(and(eq(donations.status, "confirmed"), gte(donations.confirmedAt, from), lt(donations.confirmedAt, to)))
    .all();
  const active = db
    .select({ id: campaigns.id, title: campaigns.title, goal: campaigns.goal, endsOn: campaigns.endsOn })
    .from(campaigns)
    .where(eq(campaigns.status, "active"))
    .orderBy(asc(campaigns.startsOn))
    .all();
  const progress = campaignProgress(active.map((c) => c.id));
  return {
    month: `${w.year}-${String(w.month).padStart(2, "0")}`,
    raisedThisMonth: month.reduce((s, d) => s + d.amount, 0),
    giftsThisMonth: month.length,
    campaigns: active.map((c) => ({ ...c, ...(progress.get(c.id) ?? { raised: 0, gifts: 0 }) })),
  };
}
