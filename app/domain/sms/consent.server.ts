import type { Lang } from "~/i18n/languages";
import type { Tx } from "~/platform/data/db.server";
import { smsConsents } from "./schema";

export type SmsPurpose = "receipt" | "event";

/**
 * A ticked box (issue 38 §3): nobody gets a text without one. Kept with the exact words the person saw, in their
 * language, and when; written in the same transaction as the gift or sign-up and the text it allows.
 */
export function recordConsent(tx: Pick<Tx, "insert">, to: string, purpose: SmsPurpose, wording: string, lang: Lang) {
  return tx.insert(smsConsents).values({ toNumber: to, purpose, wording, lang }).returning({ id: smsConsents.id }).get()
    .id;
}
