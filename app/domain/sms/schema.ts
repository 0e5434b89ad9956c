// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../platform/data/columns";

/**
 * SMS (issue 38): the outbox every text waits in, the consents that allow them, the numbers that said STOP, and
 * the site's own short links. Numbers are stored as digits with their country code (250788123456).
 */

/**
 * queued → sending (written before the provider is called) → sent (accepted) → delivered | failed (delivery report).
 * A row still "sending" at start is "unknown": it may have left, so it is never sent again. "withheld": not sent on
 * purpose (the number opted out, or the month's cap was reached for a text that is not a receipt).
 */
export const SMS_STATUSES = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "failed",
  "unknown",
  "expired",
  "withheld",
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: id(),
    /** "receipt", "event-code", "event-reminder", "event-change", "stop-confirm". */
    kind: text("kind").notNull(),
    toNumber: text("to_number").notNull(),
    /** Cleared once the text has left or cannot leave any more: codes and links do not outlive their use. */
    message: text("message").notNull(),
    segments: integer("segments").notNull(),
    /** The consent that allows it (null only for the one confirmation of a STOP). */
    consentId: text("consent_id"),
    status: text("status", { enum: SMS_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    /** Africa's Talking's messageId: what a delivery report names. */
    providerId: text("provider_id"),
    /** The cost as the provider wrote it ("RWF 20.0000") and read: amount and currency. */
    costAmount: real("cost_amount"),
    costCurrency: text("cost_currency"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    doneAt: integer("done_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("sms_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("sms_outbox_created_idx").on(t.createdAt),
    uniqueIndex("sms_outbox_provider_idx").on(t.providerId),
    index("sms_outbox_to_idx").on(t.toNumber, t.status),
  ],
);
export type OutboxSms = typeof smsOutbox.$inferSelect;

/** A ticked box: the number, what it allows, the exact words shown and when. */
export const smsConsents = sqliteTable(
  "sms_consents",
  {
    id: id(),
    toNumber: text("to_number").notNull(),
    purpose: text("purpose").notNull(),
    /** What it is for: "donation:<id>", "event-signup:<id>". */
    subject: text("subject").notNull(),
    wording: text("wording").notNull(),
    lang: text("lang").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_consents_number_idx").on(t.toNumber), index("sms_consents_subject_idx").on(t.subject)],
);

/** A number that replied STOP (HAGARIKA, ARRÊT): nothing is ever sent to it again. */
export const smsOptOuts = sqliteTable("sms_opt_outs", {
  toNumber: text("to_number").primaryKey(),
  /** The word as it came (STOP, hagarika, Arrêt) and the language its confirmation went in. */
  word: text("word").notNull(),
  lang: text("lang").notNull(),
  createdAt: createdAt(),
});

/** The site's own short links (/r/:code) to a page on the site, e.g. a printable receipt. */
export const smsLinks = sqliteTable("sms_links", {
  code: text("code").primaryKey(),
  target: text("target").notNull(),
  createdAt: createdAt(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
});
