import { inArray } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { eventShifts } from "./schema";

/** The shifts with these ids, by id (a person's volunteer sign-ups name their shift). */
export function findShifts(ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof eventShifts.$inferSelect>();
  const rows = db
    .select()
    .from(eventShifts)
    .where(inArray(eventShifts.id, [...new Set(ids)]))
    .all();
  return new Map(rows.map((s) => [s.id, s]));
}
