import { eq, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { eventDates, events } from "./schema";

/** How long after its last date an event's page stays in the sitemap: a recent one is still searched for. */
export const RECENT_DAYS = 90;

/**
 * The events the sitemap lists (issue 37 item 2): published ones with a date still to come or ended less than
 * RECENT_DAYS ago. Drafts and cancelled events are not for search engines.
 */
export function sitemapEvents(now = Date.now()): { id: string; updatedAt: Date }[] {
  return (
    db
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .innerJoin(eventDates, eq(eventDates.eventId, events.id))
      .where(eq(events.status, "published"))
      .groupBy(events.id)
      // max() loses the column's Date mapping: compare with the stored milliseconds.
      .having(sql`max(${eventDates.endsAt}) >= ${now - RECENT_DAYS * 86_400_000}`)
      .all()
  );
}
