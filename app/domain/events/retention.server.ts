import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { db, sqlite } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { eventDates, eventSignups } from "./schema";

const DAY = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Issue 37 item 9: a date's sign-up details (names, addresses, phones, ticket and link hashes) are erased
 * `retentionDays` after it ended; only the counts stay on the date (signed up, came, volunteers). Per date, one
 * transaction writes the counts, deletes its sign-up rows and sets `detailsErasedAt`, so a crash leaves a date
 * either untouched or done; an erased date is never looked at again, so a second run does nothing.
 * Counts: "signed up" is the people of confirmed attendee sign-ups (walk-ins included), "came" the people checked
 * in, "volunteers" the confirmed volunteer sign-ups. Counts already written (by the check-in screen) are kept.
 */
export function eraseOldSignups(now = Date.now()) {
  const { retentionDays } = getSiteSettings().events;
  const due = db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(isNull(eventDates.detailsErasedAt), lt(eventDates.endsAt, new Date(now - retentionDays * DAY))))
    .limit(BATCH)
    .all();
  let signups = 0;
  for (const { id } of due) {
    signups += db.transaction((tx) => {
      const counts = tx
        .select({
          signedUp: sql<number>`coalesce(sum(case when ${eventSignups.kind} = 'attendee' and ${eventSignups.status} = 'confirmed' then ${eventSignups.people} else 0 end), 0)`,
          came: sql<number>`coalesce(sum(case when ${eventSignups.kind} = 'attendee' and ${eventSignups.checkedInAt} is not null then ${eventSignups.people} else 0 end), 0)`,
          volunteers: sql<number>`coalesce(sum(case when ${eventSignups.kind} = 'volunteer' and ${eventSignups.status} = 'confirmed' then 1 else 0 end), 0)`,
        })
        .from(eventSignups)
        .where(eq(eventSignups.dateId, id))
        .get();
      const claimed = tx
        .update(eventDates)
        .set({
          detailsErasedAt: new Date(now),
          keptSignedUp: sql`coalesce(${eventDates.keptSignedUp}, ${counts?.signedUp ?? 0})`,
          keptCame: sql`coalesce(${eventDates.keptCame}, ${counts?.came ?? 0})`,
          keptVolunteers: sql`coalesce(${eventDates.keptVolunteers}, ${counts?.volunteers ?? 0})`,
        })
        .where(and(eq(eventDates.id, id), isNull(eventDates.detailsErasedAt)))
        .run().changes;
      if (claimed !== 1) return 0;
      return tx.delete(eventSignups).where(eq(eventSignups.dateId, id)).run().changes;
    });
  }
  return { dates: due.length, signups };
}

export const eventRetentionJob: Job = {
  name: "event-retention",
  everyMs: 60 * 60_000,
  run() {
    const { dates, signups } = eraseOldSignups();
    if (dates === 0) return undefined;
    // Fold the WAL into the file so the erased rows' old pages do not linger there (as question-erasure does).
    try {
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
    } catch (error) {
      log.warn({ job: "event-retention", error: errorInfo(error) }, "checkpoint after erasure failed");
    }
    return `erased the sign-ups of ${dates} date(s): ${signups} row(s)`;
  },
};
