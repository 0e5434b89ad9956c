import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { assertAllowed, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import type { Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { askQuestionSchema } from "./ask-schema";
import { clientKey } from "./client-key.server";
import { findDangerSigns } from "./danger-signs.server";
import { codeOfSubmission, hashCode, newPrivateCode, normaliseCode } from "./private-code.server";
import { alertIfUrgent } from "./question-alerts.server";
import { questions, type AnswerWay, type DangerSign, type QuestionRow } from "./schema";

/**
 * What the confirmation page shows: the code (never stored), whether to put the help lines first, and whether this
 * was the same form sent again (`repeated`: nothing new was filed).
 */
export type AskReceipt = {
  way: AnswerWay;
  code: string | null;
  urgent: boolean;
  signs: DangerSign[];
  saidInDanger: boolean;
  repeated: boolean;
};

/**
 * How long after asking the same form sent again shows the private code again (issue 34): long enough for a second
 * press on a slow connection or an immediate reload, short enough that a shared phone's history does not keep a
 * way to it. After that the page says the code cannot be shown again and how to ask again.
 */
export const CODE_AGAIN_MS = 15 * 60_000;

const submissionHash = (token: string) => createHash("sha256").update(`question-submission:${token}`).digest("hex");

const findSubmission = (hash: string) => db.select().from(questions).where(eq(questions.submissionHash, hash)).get();

/** The receipt of a question already filed with this token: its code again while CODE_AGAIN_MS lasts. */
function repeatedReceipt(row: QuestionRow, token: string, now: Date): AskReceipt {
  const code = codeOfSubmission(token);
  const again =
    row.answerWay === "private" &&
    row.codeHash === hashCode(normaliseCode(code)!) &&
    now.getTime() - row.createdAt.getTime() < CODE_AGAIN_MS;
  return {
    way: row.answerWay,
    code: again ? code : null,
    urgent: row.urgent,
    signs: row.dangerSigns,
    saidInDanger: row.saidInDanger,
    repeated: true,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";

/**
 * Stores a question. Validated by the shared schema; at most RULES.askClient valid questions an hour from one
 * client (a refused or invalid one does not count). Nothing about the asker is kept but what they chose to give
 * (an e-mail address for an answer by e-mail). A question is urgent when the asker says they or someone else is in
 * danger now, or when the word lists find signs of danger; editors are then told at once (alertIfUrgent). The same
 * submission token sent again (a reload, a second press) files nothing and answers with the first one's receipt.
 */
export function askQuestion(input: unknown, { ip, lang }: { ip: string; lang: Lang }, now = new Date()): AskReceipt {
  const checks: Check[] = [[RULES.askClient, clientKey(ip, "ask")]];
  const values = validate(askQuestionSchema, input);
  const token = values.submissionToken;
  const hash = token ? submissionHash(token) : null;
  // Before the limit: a reload of the confirmation is not a new question, even for a client at its limit.
  const earlier = hash ? findSubmission(hash) : undefined;
  if (earlier) return repeatedReceipt(earlier, token!, now);
  try {
    assertAllowed(checks);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, msg("tooManyQuestions"), undefined, error.headers);
    throw error;
  }
  const signs = findDangerSigns(values.question);
  const urgent = values.inDanger || signs.length > 0;
  const code = values.answerWay !== "private" ? null : token ? codeOfSubmission(token) : newPrivateCode();
  let row: { id: string };
  try {
    row = db
      .insert(questions)
      .values({
        lang,
        topic: values.topic,
        ageRange: values.ageRange ?? null,
        answerWay: values.answerWay,
        original: values.question,
        email: values.email,
        codeHash: code ? hashCode(normaliseCode(code)!) : null,
        submissionHash: hash,
        urgent,
        saidInDanger: values.inDanger,
        dangerSigns: signs,
        createdAt: now,
      })
      .returning({ id: questions.id })
      .get();
  } catch (error) {
    // Two presses of one form at the same instant: the unique token lets one in; the other is the repeat.
    const first = hash && isUniqueViolation(error) ? findSubmission(hash) : undefined;
    if (first) return repeatedReceipt(first, token!, now);
    throw error;
  }
  recordHit(checks);
  // The question is safely stored and in staff's queue: a failed alert (sync or async) is logged, never the
  // asker's error, so they do not send it again.
  void Promise.resolve()
    .then(() => alertIfUrgent(row.id))
    .catch((error: unknown) =>
      log.error({ questionId: row.id, error: errorInfo(error) }, "urgent question alert failed"),
    );
  return { way: values.answerWay, code, urgent, signs, saidInDanger: values.inDanger, repeated: false };
}

/** The receipt a filled honeypot gets: it looks like any other (a code included), and nothing was stored. */
export function decoyReceipt(input: Record<string, string>): AskReceipt {
  const way = input.answerWay === "private" || input.answerWay === "email" ? input.answerWay : "library";
  const saidInDanger = input.dangerNow === "yes";
  return {
    way,
    code: way === "private" ? newPrivateCode() : null,
    urgent: saidInDanger,
    signs: [],
    saidInDanger,
    repeated: false,
  };
}
