/**
 * Issue 39 §5: no figure under 5 for a group that could point to a person (a topic in one language, the donors of
 * one campaign). Such a figure is shown as "fewer than 5" and never as its number; zero stays zero (it points at
 * no one). Used on every row of a breakdown of people; totals of the whole period are shown as they are.
 */
export const SMALL_GROUP = 5;

/** The figure to show: the number, or null for "fewer than 5". */
export const shownCount = (n: number): number | null => (n > 0 && n < SMALL_GROUP ? null : n);

/** A breakdown of people with each row's `shown` figure (null: fewer than 5, its number not shown). */
export const hideSmallGroups = <T extends { count: number }>(rows: T[]): (T & { shown: number | null })[] =>
  rows.map((row) => ({ ...row, shown: shownCount(row.count) }));
