import { and, eq, gt, lte } from "drizzle-orm";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { db } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { eventDates, eventSignups } from "./schema";
import { settleDate } from "./signups.server";

/**
 * A date's queue is put right by every write to it (settleDate), but a date nobody writes to would keep an unconfirmed
 * sign-up's places after its 48 hours, and the first person waiting would never hear. This job settles every
 * date still to come that holds such a sign-up: the places go back and whoever is next is told (issue 37).
 */
export function settleExpiredSignups(now = Date.now()) {
  const due = db
    .selectDistinct({ dateId: eventSignups.dateId })
    .from(eventSignups)
    .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
    .where(
      and(
        eq(eventSignups.status, "pending"),
        lte(eventSignups.expiresAt, new Date(now)),
        eq(eventDates.status, "scheduled"),
        gt(eventDates.endsAt, new Date(now)),
      ),
    )
    .all();
  let moved = 0;
  for (const { dateId } of due) moved += db.transaction((tx) => settleDate(tx, dateId, now));
  if (due.length > 0) {
    deliverMailSoon();
    invalidateGuestPages();
  }
  return { dates: due.length, moved };
}

export const eventSettleJob: Job = {
  name: "event-settle",
  everyMs: 10 * 60_000,
  run() {
    const { dates, moved } = settleExpiredSignups();
    // Counts only: never a name or an address.
    return dates > 0 ? `settled ${dates} date(s): ${moved} moved up` : undefined;
  },
};
