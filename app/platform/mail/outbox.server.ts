import { and, asc, eq, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { isJobScheduled, runNow, type Job } from "~/platform/jobs/jobs.server";
import { failureText, isPermanent, isServerDown, messageDeadlineMs, openTransport } from "./transport.server";
import { frenchHtml, frenchText } from "~/i18n/typography";
import type { OutgoingMail } from "./layout.server";
import { mailOutbox, type OutboxMail } from "./schema";

/**
 * The outbox (issue 14): every message is a row of `mail_outbox`, written in the same transaction as what it is
 * about (the account and its code, the reset link, the invitation), so a request never answers before its mail is
 * safely queued and never waits for the mail server. The "mail" job sends what is due:
 * - each message is claimed before it is sent (its next attempt pushed past the send deadline in one guarded
 *   UPDATE), so two runs never send the same message at once;
 * - delivery is at least once: a crash after the mail server accepted a message but before the row says "sent"
 *   sends it again after the restart (releaseClaims at start);
 * - a failed attempt is retried with exponential backoff (5 s, 10 s, 20 s, … at most 10 minutes apart); a 5xx
 *   answer (no such mailbox) fails at once; a message still unsent MAIL_GIVE_UP_SECONDS (24 h) after it was queued
 *   is marked failed and shown to admins (dashboard count, /admin/mail);
 * - a message whose content expires (a code, a link) is never sent late: still queued at `expiresAt`, it becomes
 *   "expired";
 * - a body lives only while it can still be delivered: it is cleared once the message is sent or expired, and
 *   for a failed message once its code or link has expired (until then an admin's Retry can still send it).
 */
type Writer = Pick<typeof db, "insert" | "update">;
export type MailKind =
  | "verification"
  | "password-reset"
  | "invitation"
  | "review"
  | "newsletter-confirm"
  | "newsletter"
  | "receipt"
  // Issue 26: an urgent question, the daily summary, a second reading asked or sent back, the answer to an asker.
  | "question-alert"
  | "question-digest"
  | "question-review"
  | "question-answer"
  // Issue 37: a sign-up's confirm link, its confirmation (ticket, .ics), a place freed for someone waiting, a moved
  // or cancelled date, the day-before reminder, and staff's message to everyone signed up.
  | "event-confirm"
  | "event-ticket"
  | "event-moved-up"
  | "event-change"
  | "event-reminder"
  | "event-message"
  // Issue 38: admins told that the month's SMS spending cap was reached.
  | "sms-cap";
export type EnqueueOptions = {
  kind: MailKind;
  /** When the code or link in it stops working: the message is not sent after this. */
  expiresAt?: Date;
  /** The new message voids earlier ones of the same kind to the same address (a new code replaces the old). */
  replaces?: boolean;
  /** The newsletter sending it is part of (its counts on /admin/subscribers are read by this). */
  batchId?: string;
};

export const MAIL_POLL_MS = 5_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
const BATCH = 50;
const CLEARED = { text: "", html: "", attachments: null };
/**
 * Messages to someone who gave an address for this one message only (issue 26: the answer to an anonymous
 * question). Once it is sent the address is forgotten too, not kept until the sent row is pruned.
 */
const ONE_MESSAGE_ADDRESSES: ReadonlySet<string> = new Set<MailKind>(["question-answer"]);

export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
export const giveUpMs = () => env.MAIL_GIVE_UP_SECONDS * 1000;

/**
 * French typography (issue 35) on every French message, in the one place every message passes: the labels the
 * templates join with ": " get their narrow no-break space like the catalogue's own strings (i18n/typography.ts).
 * A French message is one whose layout says `<html lang="fr">` (htmlLayout).
 */
function frenchMail(mail: OutgoingMail): OutgoingMail {
  if (!/^<!doctype html><html lang="fr"/i.test(mail.html)) return mail;
  return { ...mail, subject: frenchText(mail.subject), text: frenchText(mail.text), html: frenchHtml(mail.html) };
}

/** Queues one message inside the caller's transaction. Call `deliverMailSoon()` once that transaction commits. */
export function enqueueMail(tx: Writer, given: OutgoingMail, { kind, expiresAt, replaces, batchId }: EnqueueOptions) {
  const mail = frenchMail(given);
  const to = mail.to.trim().toLowerCase();
  if (replaces) withdrawMail(tx, kind, to, "replaced by a newer message");
  return tx
    .insert(mailOutbox)
    .values({
      kind,
      toAddress: to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      expiresAt: expiresAt ?? null,
      batchId: batchId ?? null,
    })
    .returning({ id: mailOutbox.id })
    .get().id;
}

/**
 * Takes back the messages of one kind to one address that have not left yet (queued, or failed and still
 * retryable): they become "expired" with their bodies cleared, so nothing is sent and nothing personal stays. Used
 * when a newer message replaces them, and when the person asks us to forget them (a receipt queued for a donor who
 * then deletes their data). Returns how many were taken back.
 */
export function withdrawMail(tx: Pick<typeof db, "update">, kind: MailKind, to: string, why: string) {
  return tx
    .update(mailOutbox)
    .set({ status: "expired", ...CLEARED, lastError: why })
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.toAddress, to.trim().toLowerCase()),
        inArray(mailOutbox.status, ["queued", "failed"]),
      ),
    )
    .run().changes;
}

// Set by every new message; a run keeps passing over the queue while it is set, so a message queued during a run
// is not left for the next poll.
let wanted = false;
let localRun: Promise<unknown> | null = null;

/**
 * Wakes the mail job so a message leaves now rather than at the next poll. Where no job runs (unit tests, one-off
 * scripts, JOBS=off) the passes run right here, one at a time: nothing retries a failure there until the next
 * message is queued.
 */
export function deliverMailSoon() {
  wanted = true;
  if (isJobScheduled(mailJob.name)) void runNow(mailJob.name);
  else
    localRun ??= drain()
      .catch((error) => log.error({ error: errorInfo(error) }, "mail delivery failed"))
      .finally(() => (localRun = null));
}

async function drain(signal?: AbortSignal) {
  const total: Record<string, number> = {};
  do {
    wanted = false;
    for (const [key, n] of Object.entries(await deliverDue(signal))) total[key] = (total[key] ?? 0) + n;
  } while (wanted && !signal?.aborted);
  return total;
}

/** Queued messages past their expiry, or past the give-up time; failed ones whose content expired lose their body. */
function settleOverdue(now: number) {
  const at = new Date(now);
  const expired = db
    .update(mailOutbox)
    .set({ status: "expired", ...CLEARED })
    .where(and(eq(mailOutbox.status, "queued"), isNotNull(mailOutbox.expiresAt), lte(mailOutbox.expiresAt, at)))
    .run().changes;
  const failed = db
    .update(mailOutbox)
    .set({ status: "failed", lastError: sql`coalesce(${mailOutbox.lastError}, 'not sent in time')` })
    .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.createdAt, new Date(now - giveUpMs()))))
    .run().changes;
  db.update(mailOutbox)
    .set(CLEARED)
    .where(
      and(
        eq(mailOutbox.status, "failed"),
        lte(mailOutbox.expiresAt, at),
        or(ne(mailOutbox.text, ""), ne(mailOutbox.html, "")),
      ),
    )
    .run();
  return { expired, failed };
}

/**
 * At start no send can be in flight (one server process per database), so a message claimed by a run that a crash
 * or kill -9 cut short is due again at once, rather than when its claim would have run out. Messages waiting for a
 * retry are tried a little early too, which is harmless.
 */
export function releaseClaims(now = Date.now()) {
  const at = new Date(now);
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: at })
    .where(and(eq(mailOutbox.status, "queued"), sql`${mailOutbox.nextAttemptAt} > ${now}`))
    .run().changes;
}

/** Takes the next due message for this run: of two runs, only one's guarded UPDATE matches. */
function claimNext(now: number): OutboxMail | undefined {
  for (let tries = 0; tries < 5; tries++) {
    const due = db
      .select({ id: mailOutbox.id, nextAttemptAt: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, new Date(now))))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .get();
    if (!due) return undefined;
    const claimed = db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now + messageDeadlineMs() + 30_000) })
      .where(
        and(
          eq(mailOutbox.id, due.id),
          eq(mailOutbox.status, "queued"),
          eq(mailOutbox.nextAttemptAt, due.nextAttemptAt),
        ),
      )
      .returning()
      .get();
    if (claimed) return claimed;
  }
  return undefined;
}

function recordFailure(row: OutboxMail, error: unknown, now: number) {
  const gaveUp = isPermanent(error) || now - row.createdAt.getTime() >= giveUpMs();
  const lastError = failureText(error);
  db.update(mailOutbox)
    .set(
      gaveUp
        ? { status: "failed", lastError }
        : { lastError, nextAttemptAt: new Date(now + retryDelayMs(row.attempts)) },
    )
    // A message replaced while it was being sent stays "expired".
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued")))
    .run();
  log.warn(
    { mailId: row.id, kind: row.kind, attempts: row.attempts, failed: gaveUp, error: lastError },
    "mail not sent",
  );
  return gaveUp;
}

/** One pass of the worker: settles what is overdue, then sends due messages until none is left or the server is down. */
export async function deliverDue(signal?: AbortSignal) {
  const counts = { sent: 0, retrying: 0, ...settleOverdue(Date.now()) };
  const transport = openTransport();
  for (let i = 0; i < BATCH && !signal?.aborted; i++) {
    const row = claimNext(Date.now());
    if (!row) break;
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      db.update(mailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          lastError: null,
          ...CLEARED,
          ...(ONE_MESSAGE_ADDRESSES.has(row.kind) ? { toAddress: "" } : {}),
        })
        .where(eq(mailOutbox.id, row.id))
        .run();
      counts.sent++;
    } catch (error) {
      if (recordFailure(row, error, Date.now())) counts.failed++;
      else counts.retrying++;
      if (isServerDown(error)) break;
    }
  }
  return counts;
}

export const mailJob: Job = {
  name: "mail",
  everyMs: MAIL_POLL_MS,
  async run(signal) {
    wanted = true;
    const counts = await drain(signal);
    const parts = Object.entries(counts).filter(([, n]) => n > 0);
    return parts.length ? `mail: ${parts.map(([k, n]) => `${n} ${k}`).join(", ")}` : undefined;
  },
};

/** A failed message can be sent again while it still has its body and its code or link has not expired. */
export const canResend = (row: OutboxMail, now = Date.now()) =>
  row.status === "failed" && (row.text !== "" || row.html !== "") && !(row.expiresAt && row.expiresAt.getTime() <= now);

/**
 * An admin's Retry: a failed message whose body is still there is queued again, with a fresh give-up time. One
 * whose code or link has expired (its body is gone) cannot be: the person asks for a new code or link instead.
 */
export function requeueMail(id: string): "queued" | "missing" | "not-failed" | "cleared" {
  const row = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
  if (!row) return "missing";
  if (row.status !== "failed") return "not-failed";
  if (!canResend(row)) return "cleared";
  const now = new Date();
  const changed = db
    .update(mailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, createdAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .run().changes;
  if (!changed) return "not-failed";
  deliverMailSoon();
  return "queued";
}
