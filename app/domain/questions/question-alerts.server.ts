import { and, count, eq, inArray, isNull, max } from "drizzle-orm";
import { rolesWith } from "~/domain/people/permissions";
import { users } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { db, type Tx } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { dayStamp, wallClock } from "~/utils/dates";
import { digestMail, urgentAlertMail, type DigestCounts } from "./question-mails.server";
import { questions, type QuestionTopic } from "./schema";

/**
 * Telling editors about new questions (issue 26): an urgent question at once, the others in one daily summary
 * after DIGEST_HOUR on the site's clock. Never the question's text by e-mail. `notified_at` says a question was
 * told about, so nothing is announced twice, and a restart neither skips nor repeats a summary.
 */
export const DIGEST_HOUR = 7;

/** The verified people who answer questions (editors and admins). */
export function answerers(reader: Pick<Tx, "select"> = db) {
  return reader
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.role, rolesWith("questions:answer")), eq(users.isVerified, true)))
    .all();
}

/**
 * Called by the ask flow once a question is saved. An urgent one is mailed at once to every editor and admin and
 * marked notified; any other does nothing (the summary tells of it). Never throws: the question is already safe,
 * and one the alert missed is counted (as urgent) in the next summary.
 */
export function alertIfUrgent(questionId: string): void {
  try {
    const queued = db.transaction((tx) => {
      const row = tx
        .update(questions)
        .set({ notifiedAt: new Date() })
        .where(and(eq(questions.id, questionId), eq(questions.urgent, true), isNull(questions.notifiedAt)))
        .returning({ id: questions.id })
        .get();
      if (!row) return 0;
      const people = answerers(tx);
      for (const p of people) enqueueMail(tx, urgentAlertMail(p.email, row.id), { kind: "question-alert" });
      return people.length;
    });
    if (queued > 0) deliverMailSoon();
  } catch (error) {
    log.error({ error: errorInfo(error) }, "urgent question alert not queued");
  }
}

/** The site day of the last summary: summaries stamp ordinary questions (urgent ones are stamped by their alert). */
function lastDigestDay(timeZone: string) {
  const row = db
    .select({ at: max(questions.notifiedAt) })
    .from(questions)
    .where(eq(questions.urgent, false))
    .get();
  return row?.at ? dayStamp(row.at, timeZone) : null;
}

/**
 * One run of the summary: after DIGEST_HOUR on the site's clock, once per site day, when there is something to
 * tell. Counts every question not yet told about (an urgent one whose alert failed included), mails the counts to
 * each editor and admin and marks those questions, in one transaction.
 */
export function sendQuestionDigest(now = new Date()): string | undefined {
  const timeZone = siteTimeZone();
  if (wallClock(now, timeZone).hour % 24 < DIGEST_HOUR) return undefined;
  if (lastDigestDay(timeZone) === dayStamp(now, timeZone)) return undefined;
  const result = db.transaction((tx) => {
    const rows = tx
      .select({ topic: questions.topic, urgent: questions.urgent, n: count() })
      .from(questions)
      .where(isNull(questions.notifiedAt))
      .groupBy(questions.topic, questions.urgent)
      .all();
    const counts: DigestCounts = { total: 0, urgent: 0, byTopic: {} };
    for (const r of rows) {
      counts.total += r.n;
      if (r.urgent) counts.urgent += r.n;
      counts.byTopic[r.topic as QuestionTopic] = (counts.byTopic[r.topic as QuestionTopic] ?? 0) + r.n;
    }
    if (counts.total === 0) return null;
    tx.update(questions).set({ notifiedAt: now }).where(isNull(questions.notifiedAt)).run();
    const people = answerers(tx);
    for (const p of people) enqueueMail(tx, digestMail(p.email, counts), { kind: "question-digest" });
    return { questions: counts.total, people: people.length };
  });
  if (!result) return undefined;
  if (result.people > 0) deliverMailSoon();
  return `summary of ${result.questions} question(s) to ${result.people} editor(s)`;
}

/**
 * Urgent questions nobody was told about: the alert failed, or the server stopped between saving the question and
 * queueing its alert. Each run of the job (every 15 minutes, and at start) sends their alerts.
 */
export function alertMissedUrgent(): number {
  const missed = db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.urgent, true), isNull(questions.notifiedAt)))
    .all();
  for (const q of missed) alertIfUrgent(q.id);
  return missed.length;
}

export const questionDigestJob: Job = {
  name: "question-digest",
  everyMs: 15 * 60_000,
  run() {
    const alerted = alertMissedUrgent();
    const summary = sendQuestionDigest();
    const lines = [alerted > 0 ? `alerted about ${alerted} urgent question(s)` : "", summary ?? ""].filter(Boolean);
    return lines.length ? lines.join("; ") : undefined;
  },
};
