import { runNow, startJobs, type Job } from "~/platform/jobs/jobs.server";
import { backupJob } from "~/platform/backups/backup-job.server";
import { mailJob } from "~/platform/mail/outbox.server";
import { pruningJob } from "./pruning.server";
import { schedulingJob } from "~/domain/blog/scheduling.server";
import { newsletterJob } from "~/domain/newsletter/sendings.server";
import { campaignClosingJob } from "~/domain/giving/campaign-closing.server";
import { momoJob } from "~/domain/giving/momo/job.server";
import { questionDigestJob } from "~/domain/questions/question-alerts.server";
import { questionErasureJob } from "~/domain/questions/question-erasure.server";
// Issue 37: the day-before reminders, the sign-up details erased after the retention days, and the queues of dates
// nobody writes to put right (an unconfirmed sign-up's places go to the next person waiting).
import { eventReminderJob } from "~/domain/events/reminders.server";
import { eventRetentionJob } from "~/domain/events/retention.server";
import { eventSettleJob } from "~/domain/events/settle-job.server";
// Issue 38: the SMS outbox (does nothing without the AFRICASTALKING_* variables).
import { smsJob } from "~/domain/sms/outbox.server";

/** Every background job of the server process (the pattern: platform/jobs/jobs.server.ts). */
export const BACKGROUND_JOBS: Job[] = [
  mailJob,
  pruningJob,
  backupJob,
  schedulingJob,
  newsletterJob,
  campaignClosingJob,
  momoJob,
  questionDigestJob,
  questionErasureJob,
  eventReminderJob,
  eventRetentionJob,
  eventSettleJob,
  smsJob,
];

/** Started once the app is ready; the server stops them (platform/jobs stopJobs) on SIGTERM before closing the database. */
export function startBackgroundJobs() {
  if (process.env.JOBS === "off") return;
  startJobs(BACKGROUND_JOBS);
  // Posts that came due while the server was down go out now, not when the stored next run comes round.
  void runNow(schedulingJob.name);
}
