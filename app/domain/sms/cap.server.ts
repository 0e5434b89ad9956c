import { and, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { siteSettings } from "~/domain/settings/schema";
import { db } from "~/platform/data/db.server";
import { smsOutbox } from "./schema";

/**
 * The month's spending cap (issue 38 §6), kept in the site settings under "sms" and set on /admin/sms: once the
 * texts sent this month (Kigali time) cost that much, only receipts (and a STOP's confirmation) still go out, and
 * admins are told once that month. No cap set: no limit.
 */
export const smsSettingsSchema = z.object({
  monthlyCap: z.preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.coerce
      .number({ message: "Enter the cap as a whole number of RWF, or leave it empty for no cap" })
      .int("Enter the cap as a whole number of RWF")
      .min(0, "The cap cannot be negative")
      .max(100_000_000, "The cap is at most 100,000,000 RWF")
      .nullable(),
  ),
});
export type SmsSettings = z.output<typeof smsSettingsSchema>;
export const SMS_CURRENCY = "RWF";
const KEY = "sms";
// Rwanda keeps UTC+2 all year: a month starts at 22:00 UTC on the day before.
const KIGALI_OFFSET_MS = 2 * 3600_000;

export function smsSettings(): SmsSettings {
  const row = db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  const parsed = smsSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { monthlyCap: null };
}

export function saveSmsSettings(input: unknown, actorId: string) {
  const value = smsSettingsSchema.parse(input);
  db.insert(siteSettings)
    .values({ key: KEY, value, updatedBy: actorId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date(), updatedBy: actorId } })
    .run();
  return value;
}

/** The first instant of the Kigali month `at` falls in. */
export function monthStart(at = new Date()) {
  const local = new Date(at.getTime() + KIGALI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KIGALI_OFFSET_MS);
}
export const monthKey = (at = new Date()) => {
  const local = new Date(at.getTime() + KIGALI_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
};

/** What this month's texts cost so far, in the cap's currency. */
export function spentThisMonth(now = new Date()) {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${smsOutbox.costAmount}), 0)` })
    .from(smsOutbox)
    .where(and(gte(smsOutbox.sentAt, monthStart(now)), eq(smsOutbox.costCurrency, SMS_CURRENCY)))
    .get();
  return row?.total ?? 0;
}

export function capReached(now = new Date()) {
  const cap = smsSettings().monthlyCap;
  return cap !== null && spentThisMonth(now) >= cap;
}
