// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../data/columns";

/** The mail outbox (outbox.server.ts): every message waits here until it is sent. */

/**
 * Every e-mail goes through this table (issue 14): the request that causes a mail commits it here in its own
 * transaction and answers at once; the mail worker (outbox.server.ts) sends, retries and gives up.
 * Bodies are cleared once a message is sent, expired or failed: codes and links do not outlive their use.
 */
/**
 * A file sent with a message. `content` is the text itself (an .ics) or base64 (`encoding: "base64"`, an image);
 * `cid` makes it an inline image the HTML shows as `<img src="cid:…">`. A calendar invitation says its iCalendar
 * method in the type: `text/calendar; method=REQUEST; charset=utf-8`. Passed to nodemailer as they are.
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
  cid?: string;
};

export const MAIL_STATUSES = ["queued", "sent", "failed", "expired"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    /** What it is ("verification", "password-reset", "invitation", …): for the admin list and the log. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers, e.g. List-Unsubscribe for newsletters. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    /** Files sent with it (an event's .ics, a ticket's QR image); cleared with the body. */
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
    /** A message still queued after this is not sent (a code that expired while the mail server was down). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /**
     * The batch a sender groups its messages by, to count them (the newsletter's sending: its queued, sent and
     * failed figures are read from here). No foreign key: the outbox is platform and knows no capability's table.
     * The column keeps its first name.
     */
    batchId: text("sending_id"),
  },
  (t) => [
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_sending_status_idx").on(t.batchId, t.status),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
