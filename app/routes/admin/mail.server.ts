import { count, desc, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import { hasAccess } from "~/domain/auth/access.server";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { canResend, giveUpMs, requeueMail } from "~/platform/mail/outbox.server";
import { MAIL_STATUSES, mailOutbox, type MailStatus, type OutboxMail } from "~/platform/mail/schema";
import { type User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { msg } from "~/i18n/message";
import { smsEnabled } from "~/domain/sms/provider.server";

/** /admin/mail (issue 14): what the outbox could not deliver, for admins, with a Retry where one can still work. */
export const MAIL_LIST_LIMIT = 100;
const BASE = "/admin/mail";

const KIND_LABELS: Record<string, string> = {
  verification: "Verification code",
  "password-reset": "Password reset link",
  invitation: "Invitation",
  review: "Post review",
  newsletter: "New post by e-mail",
  "newsletter-confirm": "Newsletter confirmation link",
  "question-alert": "Urgent question alert",
  "question-digest": "Daily summary of questions",
  "question-review": "Question answer review",
  "question-answer": "Answer to a question",
};

/** What the person does when a message cannot be resent (its code or link has expired and its body is gone). */
const WAY_OUT: Record<string, string> = {
  verification: "The code has expired: the person asks for a new one with “Send a new code” on the verification page.",
  "password-reset": "The link has expired: the person asks for a new one with “Forgot password”.",
  invitation: "The link has expired: the person can set a password with “Forgot password” on the login page.",
  newsletter: "The post is on the blog: the subscriber can read it there.",
  "newsletter-confirm": "The link has expired: the person subscribes again from the blog.",
};

/** Only admins see and retry mail (`mail:manage`); the staff the page lets in go back to the dashboard. */
export function requireMailAdmin(actor: User) {
  if (!hasAccess(actor, "mail:manage")) throw redirect("/admin");
  return actor;
}

/** For the dashboard: how many messages gave up. */
export const failedMailCount = () =>
  db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")).get()!.n;

function statusCounts() {
  const rows = db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status).all();
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

const toItem = (m: OutboxMail, date: SiteDates) => ({
  id: m.id,
  kind: KIND_LABELS[m.kind] ?? m.kind,
  to: m.toAddress,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  at: isoDate(m.createdAt) ?? "",
  atLabel: date(m.createdAt, "withTime"),
  canRetry: canResend(m),
  wayOut:
    m.status === "failed" && !canResend(m)
      ? (WAY_OUT[m.kind] ?? "Its content has expired and cannot be sent again.")
      : null,
});
export type MailItem = ReturnType<typeof toItem>;

/** MAIL_GIVE_UP_SECONDS in words: "24 hours", "90 minutes", "15 seconds". */
function giveUpLabel(ms: number) {
  const [n, unit] =
    ms % 3_600_000 === 0
      ? [ms / 3_600_000, "hour"]
      : ms % 60_000 === 0
        ? [ms / 60_000, "minute"]
        : [Math.round(ms / 1000), "second"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** The list: failed messages by default; `?status=` shows the queued, sent or expired ones instead. */
export function mailScreen(url: URL) {
  const date = siteDates();
  const asked = url.searchParams.get("status") ?? "failed";
  const status: MailStatus = (MAIL_STATUSES as readonly string[]).includes(asked) ? (asked as MailStatus) : "failed";
  const rows = db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(MAIL_LIST_LIMIT)
    .all();
  return {
    status,
    counts: statusCounts(),
    messages: rows.map((m) => toItem(m, date)),
    limit: MAIL_LIST_LIMIT,
    giveUp: giveUpLabel(giveUpMs()),
    // Issue 38: the SMS page sits beside this one, linked from here when SMS is set up.
    sms: smsEnabled(),
  };
}

const retrySchema = z.object({
  intent: z.literal("retry", { message: msg("unknownAction") }),
  id: z.string().min(1).max(64),
});

const REFUSALS = {
  missing: "That message no longer exists.",
  "not-failed": "That message is not failed any more (it was sent, or queued again).",
  cleared: "That message cannot be sent again: its code or link has expired. The person asks for a new one.",
} as const;

/** Retry, from a plain form (no JavaScript needed); the route has checked the admin before the body is read. */
export async function mailAction(request: Request, actor: User) {
  const back = `${BASE}?status=failed`;
  try {
    const form = await readForm(request);
    const { id } = validate(retrySchema, { intent: form.intent, id: form.id });
    const outcome = requeueMail(id);
    if (outcome !== "queued") throw new HttpError(409, REFUSALS[outcome]);
    const row = db
      .select({ kind: mailOutbox.kind, to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .get();
    recordAudit(db, {
      actor,
      action: "mail.retried",
      targetType: "mail",
      targetId: id,
      summary: row ? `${KIND_LABELS[row.kind] ?? row.kind} to ${row.to}` : "",
    });
    return redirectWithSuccess(back, "The message is queued and will be sent again.");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirectWithError(back, error.message);
  }
}
