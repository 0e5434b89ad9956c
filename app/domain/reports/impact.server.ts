import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { periodSchema, type Range } from "./period-schema";
import { figuresFor, type Figures } from "./report.server";
import { impactReports, type ImpactReport } from "./schema";

/** The short text staff write for a period, in each language (a few sentences: at most 1,200 characters each). */
const text = (language: string) =>
  z
    .string()
    .trim()
    .max(1200, { message: `The ${language} text is longer than 1,200 characters.` })
    .default("");

/** The impact form: the period's days (checked as the report's), its texts, and what to do. */
export const impactSchema = z.object({
  from: z.string(),
  to: z.string(),
  textEn: text("English"),
  textFr: text("French"),
  textRw: text("Kinyarwanda"),
  intent: z.enum(["save", "publish", "unpublish"], { error: "Choose save, publish or unpublish." }),
});

export const impactFor = ({ from, to }: Range): ImpactReport | null =>
  db
    .select()
    .from(impactReports)
    .where(and(eq(impactReports.fromDay, from), eq(impactReports.toDay, to)))
    .get() ?? null;

/**
 * Saves a period's texts, and publishes or withdraws its report. Publishing one withdraws any other: /impact shows
 * one report. Returns the row; a wrong input is a 400 with its words.
 */
export function saveImpact(input: unknown, now = new Date()): ImpactReport {
  const parsed = impactSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "That report is not valid.");
  const { from, to, textEn, textFr, textRw, intent } = parsed.data;
  const period = periodSchema.safeParse({ period: "custom", from, to });
  if (!period.success) throw new HttpError(400, period.error.issues[0]?.message ?? "That period is not valid.");
  return db.transaction((tx) => {
    const row = tx
      .insert(impactReports)
      .values({ fromDay: from, toDay: to, textEn, textFr, textRw, updatedAt: now })
      .onConflictDoUpdate({
        target: [impactReports.fromDay, impactReports.toDay],
        set: { textEn, textFr, textRw, updatedAt: now },
      })
      .returning()
      .get();
    if (intent === "save") return row;
    if (intent === "publish")
      tx.update(impactReports).set({ publishedAt: null }).where(ne(impactReports.id, row.id)).run();
    return tx
      .update(impactReports)
      .set({ publishedAt: intent === "publish" ? now : null })
      .where(eq(impactReports.id, row.id))
      .returning()
      .get()!;
  });
}

export type PublicImpact = { range: Range; text: string; figures: Figures; publishedAt: Date };

/** The published report in a language (its text; the English one when that language's is empty), or null. */
export function publishedImpact(lang: Lang): PublicImpact | null {
  const row = db
    .select()
    .from(impactReports)
    .where(isNotNull(impactReports.publishedAt))
    .orderBy(desc(impactReports.publishedAt))
    .get();
  if (!row) return null;
  const range = { from: row.fromDay, to: row.toDay };
  const own = lang === "fr" ? row.textFr : lang === "rw" ? row.textRw : row.textEn;
  return { range, text: own || row.textEn, figures: figuresFor(range), publishedAt: row.publishedAt! };
}
