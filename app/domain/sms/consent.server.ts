import { and, desc, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/languages";
import { db, type Tx } from "~/platform/data/db.server";
import { smsConsents } from "./schema";

export type SmsPurpose = "receipt" | "event";

/**
 * A ticked box (issue 38 §3): nobody gets a text without one. Kept with the exact words the person saw, in their
 * language, what it is for ("donation:<id>", "event-signup:<id>") and when; written in the same transaction as the
 * gift or sign-up it belongs to.
 */
export function recordConsent(
  tx: Pick<Tx, "insert">,
  to: string,
  purpose: SmsPurpose,
  wording: string,
  lang: Lang,
  subject = "",
) {
  return tx
    .insert(smsConsents)
    .values({ toNumber: to, purpose, subject, wording, lang })
    .returning({ id: smsConsents.id })
    .get().id;
}

/** The newest consent given for one thing to one number, or undefined. */
export const consentFor = (subject: string, to: string, reader: Pick<Tx, "select"> = db) =>
  reader
    .select()
    .from(smsConsents)
    .where(and(eq(smsConsents.subject, subject), eq(smsConsents.toNumber, to)))
    .orderBy(desc(smsConsents.createdAt))
    .get();
