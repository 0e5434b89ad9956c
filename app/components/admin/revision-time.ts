import { SITE_TIME_ZONE } from "~/utils/post-status";

/**
 * Times in history and autosave read in Kigali time (the site's time zone), the same on the server and in the
 * browser, so a page does not change between the server's HTML and hydration.
 */
const clock = new Intl.DateTimeFormat("en-GB", { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const day = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, month: "short", day: "2-digit", year: "numeric" });

/** "10:42" */
export const kigaliClock = (value: Date | string) => clock.format(new Date(value));
/** "Nov 23, 2026 10:42" (the site's "MMM dd, yyyy HH:mm"). */
export const kigaliDateTime = (value: Date | string) => `${day.format(new Date(value))} ${kigaliClock(value)}`;

export const REVISION_KIND_LABELS: Record<string, string> = {
  autosave: "Autosaved (not saved yet)",
  created: "Created",
  saved: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  scheduled: "Scheduled",
  submitted: "Submitted for review",
  sent_back: "Sent back to the author",
  restored: "Restored an earlier version",
};
