import { sqlite } from "~/platform/data/db.server";
import { rangeMs, type Range } from "./period-schema";
import { hideSmallGroups, shownCount } from "./small-groups";

/**
 * Money over time and per donor (issue 39): gifts by month, new and returning donors, campaigns' progress. Counted
 * in SQL over confirmed gifts, as money() in people.server.ts; a person is never shown, only how many.
 */
export type GivingTrends = {
  /** One row per UTC month (YYYY-MM) with a confirmed gift; a month of 1–4 gifts shows neither count nor amount. */
  byMonth: { key: string; count: number; amount: number; shown: number | null }[];
  /** Donors of the period who had no confirmed gift before it, and those who had; null: fewer than 5. */
  newDonors: number | null;
  returningDonors: number | null;
  /** Campaigns running in the period: raised (all confirmed gifts up to the period's end) against the goal. */
  campaigns: CampaignProgress[];
};
export type CampaignProgress = {
  key: string;
  goal: number;
  /** Null when fewer than 5 gifts make it: the total would show what one or two people gave. */
  raised: number | null;
  gifts: number;
  shown: number | null;
  /** Whole per cent of the goal; null with `raised`. */
  percent: number | null;
};

// The donor as the report recognises one: the address or MoMo number the gift was made with (lower-cased), else the
// gift itself. Only compared in SQL, never selected.
const DONOR = "coalesce(lower(trim(d.donor_email)), d.phone, d.id)";
const CONFIRMED = "d.status = 'confirmed' and d.confirmed_at is not null";

export function givingTrends(range: Range): GivingTrends {
  const { start, end } = rangeMs(range);
  const byMonth = hideSmallGroups(
    sqlite
      .prepare<[number, number], { key: string; count: number; amount: number }>(
        `select strftime('%Y-%m', d.confirmed_at / 1000, 'unixepoch') as key, count(*) as count,
         sum(coalesce(d.amount_rwf, d.amount)) as amount from donations d
         where ${CONFIRMED} and d.confirmed_at >= ? and d.confirmed_at < ? group by key order by key`,
      )
      .all(start, end),
  );
  const donors = sqlite
    .prepare<[number, number, number], { fresh: number; back: number }>(
      `with now as (select distinct ${DONOR} as donor from donations d
                    where ${CONFIRMED} and d.confirmed_at >= ? and d.confirmed_at < ?),
            before as (select distinct ${DONOR} as donor from donations d where ${CONFIRMED} and d.confirmed_at < ?)
       select coalesce(sum(donor not in (select donor from before)), 0) as fresh,
              coalesce(sum(donor in (select donor from before)), 0) as back from now`,
    )
    .get(start, end, start)!;
  const campaigns = sqlite
    .prepare<[number, string, string], { key: string; goal: number; raised: number; gifts: number }>(
      `select c.title as key, c.goal as goal, coalesce(sum(coalesce(d.amount_rwf, d.amount)), 0) as raised,
       count(d.id) as gifts from campaigns c
       left join donations d on d.campaign_id = c.id and ${CONFIRMED} and d.confirmed_at < ?
       where c.status != 'draft' and c.starts_on <= ? and (c.ends_on is null or c.ends_on >= ?)
       group by c.id order by c.starts_on, c.title`,
    )
    .all(end, range.to, range.from)
    .map((row): CampaignProgress => {
      const shown = shownCount(row.gifts);
      const raised = shown === null ? null : row.raised;
      return { ...row, raised, shown, percent: raised === null ? null : Math.round((raised / row.goal) * 100) };
    });
  return {
    byMonth,
    newDonors: shownCount(donors.fresh),
    returningDonors: shownCount(donors.back),
    campaigns,
  };
}
