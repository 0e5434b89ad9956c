import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { db, sqlite } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { questions } from "./schema";

const DAY = 24 * 60 * 60_000;

/**
 * Keep little, for a short time (issue 26). Once a question's time is up, the raw question, the e-mail and the
 * private code's hash go (the code expires with it), and `erased_at` is set:
 * - published: 30 days after it was published (only staff's edited public version stays, in the library);
 * - answered privately or by e-mail: 30 days after it was sent or, if later, first read with the code; the answer
 *   goes too, and staff's public version of it: nothing of it is public;
 * - new, in review or declined: 90 days after it was asked; any draft answer or public version goes with it.
 * The settings (`questions`) may shorten both. Idempotent: an erased row is never looked at again, so a second run
 * (or one after a restart) does nothing; a run that missed its hour catches up at the next, as the rows say.
 */
export function eraseExpiredQuestions(now = Date.now()) {
  const { keepAfterAnswerDays, keepUnansweredDays } = getSiteSettings().questions;
  const answeredBefore = new Date(now - keepAfterAnswerDays * DAY);
  const askedBefore = new Date(now - keepUnansweredDays * DAY);
  const at = new Date(now);
  // A published entry's public words do not change: its updated_at (the sitemap's lastmod, the API's) stays.
  const raw = { original: null, email: null, codeHash: null, erasedAt: at };
  const everything = { ...raw, publicQuestion: "", answer: "", answerText: "", updatedAt: at };
  // The connection zeroes what is overwritten (secure_delete, app/platform/data/db.server.ts), so the erased text
  // is not left in the file's free space nor in a backup copied page by page from it.
  return db.transaction((tx) => {
    const published = tx
      .update(questions)
      .set(raw)
      .where(
        and(
          isNull(questions.erasedAt),
          eq(questions.status, "published"),
          lte(
            sql`coalesce(${questions.publishedAt}, ${questions.answeredAt}, ${questions.createdAt})`,
            answeredBefore.getTime(),
          ),
        ),
      )
      .run().changes;
    const answered = tx
      .update(questions)
      .set(everything)
      .where(
        and(
          isNull(questions.erasedAt),
          eq(questions.status, "answered"),
          lte(
            sql`max(coalesce(${questions.answeredAt}, ${questions.createdAt}), coalesce(${questions.readAt}, 0))`,
            answeredBefore.getTime(),
          ),
        ),
      )
      .run().changes;
    const unanswered = tx
      .update(questions)
      .set(everything)
      .where(
        and(
          isNull(questions.erasedAt),
          inArray(questions.status, ["new", "in-review", "declined"]),
          lte(questions.createdAt, askedBefore),
        ),
      )
      .run().changes;
    return { published, answered, unanswered };
  });
}

export const questionErasureJob: Job = {
  name: "question-erasure",
  everyMs: 60 * 60_000,
  run() {
    const { published, answered, unanswered } = eraseExpiredQuestions();
    const total = published + answered + unanswered;
    if (total === 0) return undefined;
    // The WAL still holds the pages as they were until a checkpoint: fold it into the database file now.
    try {
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
    } catch (error) {
      log.warn({ job: "question-erasure", error: errorInfo(error) }, "checkpoint after erasure failed");
    }
    // Counts only: never a question, an address or a code.
    return `erased ${total} (published ${published}, answered ${answered}, unanswered or declined ${unanswered})`;
  },
};
