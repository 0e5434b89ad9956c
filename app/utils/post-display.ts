import { DEFAULT_READ_TIME } from "./read-time";

/** SPEC §2 display defaults and limits for a post; the JSON API keeps the raw values. */
export const MAX_VISIBLE_TAGS = 10;

const blank = (value: string | null | undefined) => !value || value.trim() === "";

export const displayTitle = (title: string | null | undefined) => (blank(title) ? "Untitled" : title!.trim());
export const displayCategory = (category: string | null | undefined) =>
  blank(category) ? "General" : category!.trim();
export const displayAuthor = (name: string | null | undefined) => (blank(name) ? "Anonymous" : name!.trim());
export const displayReadTime = (minutes: number | null | undefined) =>
  typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : DEFAULT_READ_TIME;

/** At most ten tags, blanks dropped, shown with one leading "#". */
export function visibleTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  return tags
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.trim().replace(/^#+/, ""))
    .filter((t) => t !== "")
    .slice(0, MAX_VISIBLE_TAGS);
}

/**
 * "1,240" rather than "1240": counts read better grouped. One formatter for the process: building an
 * Intl.NumberFormat per call cost a signed-in /blog render about a tenth of its time (bench profile, issue 16).
 */
const COUNT_FORMAT = new Intl.NumberFormat("en-US");
export const formatCount = (n: number) => COUNT_FORMAT.format(n);
