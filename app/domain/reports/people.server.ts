import { sqlite } from "~/platform/data/db.server";
import { rangeMs, type Range } from "./period-schema";
import { givingTrends, type GivingTrends } from "./giving-figures.server";
import { hours, libraryReads, median, urgent, type LibraryReads, type Urgent } from "./question-figures.server";
import { hideSmallGroups } from "./small-groups";

/**
 * The report's sections about people (issue 39): gifts and questions, counted in SQL over the range. Each
 * breakdown's rows carry `shown` (small-groups.ts): a group of fewer than 5 is never shown by its number.
 */

export type Money = {
  gifts: number;
  /** In RWF, as the campaigns count it: coalesce(amount_rwf, amount). */
  amount: number;
  average: number;
  donors: number;
  byCampaign: { key: string; count: number; amount: number; shown: number | null }[];
  byMethod: { key: string; count: number; amount: number; shown: number | null }[];
} & GivingTrends;

export function money(range: Range): Money {
  const { start, end } = rangeMs(range);
  const where = "d.status = 'confirmed' and d.confirmed_at >= ? and d.confirmed_at < ?";
  const total = sqlite
    .prepare<[number, number], { gifts: number; amount: number; donors: number }>(
      `select count(*) as gifts, coalesce(sum(coalesce(d.amount_rwf, d.amount)), 0) as amount,
       count(distinct coalesce(lower(d.donor_email), d.phone, d.id)) as donors from donations d where ${where}`,
    )
    .get(start, end)!;
  const group = (column: string) =>
    hideSmallGroups(
      sqlite
        .prepare<[number, number], { key: string; count: number; amount: number }>(
          `select ${column} as key, count(*) as count, sum(coalesce(d.amount_rwf, d.amount)) as amount
           from donations d left join campaigns c on c.id = d.campaign_id where ${where}
           group by key order by amount desc`,
        )
        .all(start, end),
    );
  return {
    ...total,
    average: total.gifts ? Math.round(total.amount / total.gifts) : 0,
    byCampaign: group("coalesce(c.title, 'General fund')"),
    byMethod: group("d.method"),
    ...givingTrends(range),
  };
}

export type YoungPeople = {
  asked: number;
  answered: number;
  urgent: number;
  byTopic: { key: string; count: number; shown: number | null }[];
  byLanguage: { key: string; count: number; shown: number | null }[];
  byWay: { key: string; count: number; shown: number | null }[];
  /** Median hours from asking to an answer, over the questions answered in the range; null with none. */
  medianHoursToAnswer: number | null;
  /** How fast staff took up the urgent questions asked in the range (question-figures.server.ts). */
  urgentTakenUp: Urgent;
  libraryReads: LibraryReads;
};

export function youngPeople(range: Range): YoungPeople {
  const { start, end } = rangeMs(range);
  const asked = "created_at >= ? and created_at < ?";
  const one = (sql: string) => (sqlite.prepare<[number, number], { n: number }>(sql).get(start, end)?.n ?? 0) as number;
  const group = (column: string, where = asked) =>
    hideSmallGroups(
      sqlite
        .prepare<[number, number], { key: string; count: number }>(
          `select ${column} as key, count(*) as count from questions where ${where} group by key order by count desc, key`,
        )
        .all(start, end),
    );
  const answeredWhere = "answered_at >= ? and answered_at < ? and status in ('published', 'answered')";
  const waits = sqlite
    .prepare<[number, number], { ms: number }>(
      `select answered_at - created_at as ms from questions where ${answeredWhere} order by ms`,
    )
    .all(start, end)
    .map((row) => row.ms);
  return {
    asked: one(`select count(*) as n from questions where ${asked}`),
    answered: waits.length,
    urgent: one(`select count(*) as n from questions where urgent = 1 and ${asked}`),
    byTopic: group("topic"),
    byLanguage: group("lang"),
    byWay: group("answer_way", answeredWhere),
    medianHoursToAnswer: hours(median(waits)),
    urgentTakenUp: urgent(range),
    libraryReads: libraryReads(range),
  };
}
