import { sqlite } from "~/platform/data/db.server";
import { rangeMs, type Range } from "./period-schema";

/**
 * The newsletter's reach (issue 39), from its own tables: numbers only, never an address. A subscriber row is kept
 * when a person leaves or comes back (subscriptions.server.ts), so:
 * - new: rows created in the range (a first subscription; coming back later is not new);
 * - confirmed: rows whose latest confirmation falls in the range (a person who confirms again later moves there);
 * - left: rows unsubscribed in the range and still unsubscribed (a person who came back is not counted as gone).
 * Sendings: posts whose sending started in the range, and the e-mails queued for them.
 */
export type Newsletter = { subscribed: number; confirmed: number; left: number; sendings: number; emails: number };

export function newsletter(range: Range): Newsletter {
  const { start, end } = rangeMs(range);
  const count = (where: string) =>
    sqlite
      .prepare<[number, number], { n: number }>(`select count(*) as n from subscribers where ${where}`)
      .get(start, end)!.n;
  const sent = sqlite
    .prepare<[number, number], { sendings: number; emails: number }>(
      `select count(*) as sendings, coalesce(sum(queued), 0) as emails from newsletter_sendings
       where status in ('sending', 'done') and started_at >= ? and started_at < ?`,
    )
    .get(start, end)!;
  return {
    subscribed: count("created_at >= ? and created_at < ?"),
    confirmed: count("confirmed_at >= ? and confirmed_at < ?"),
    left: count("status = 'unsubscribed' and unsubscribed_at >= ? and unsubscribed_at < ?"),
    ...sent,
  };
}
