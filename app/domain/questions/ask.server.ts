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
import { hashCode, newPrivateCode, normaliseCode } from "./private-code.server";
import { alertIfUrgent } from "./question-alerts.server";
import { questions, type AnswerWay, type DangerSign } from "./schema";

/** What the confirmation page shows: the code (once, never stored) and whether to put the help lines first. */
export type AskReceipt = { way: AnswerWay; code: string | null; urgent: boolean; signs: DangerSign[] };

/**
 * Stores a question. Validated by the shared schema; at most RULES.askClient valid questions an hour from one
 * client (a refused or invalid one does not count). Nothing about the asker is kept but what they chose to give
 * (an e-mail address for an answer by e-mail). A question with signs of danger is urgent, and editors are told
 * at once (alertIfUrgent).
 */
export function askQuestion(input: unknown, { ip, lang }: { ip: string; lang: Lang }): AskReceipt {
  const checks: Check[] = [[RULES.askClient, clientKey(ip, "ask")]];
  try {
    assertAllowed(checks);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, msg("tooManyQuestions"), undefined, error.headers);
    throw error;
  }
  const values = validate(askQuestionSchema, input);
  const signs = findDangerSigns(values.question);
  const code = values.answerWay === "private" ? newPrivateCode() : null;
  const row = db
    .insert(questions)
    .values({
      lang,
      topic: values.topic,
      ageRange: values.ageRange ?? null,
      answerWay: values.answerWay,
      original: values.question,
      email: values.email,
      codeHash: code ? hashCode(normaliseCode(code)!) : null,
      urgent: signs.length > 0,
      dangerSigns: signs,
    })
    .returning({ id: questions.id })
    .get();
  recordHit(checks);
  // The question is safely stored and in staff's queue: a failed alert (sync or async) is logged, never the
  // asker's error, so they do not send it again.
  void Promise.resolve()
    .then(() => alertIfUrgent(row.id))
    .catch((error: unknown) =>
      log.error({ questionId: row.id, error: errorInfo(error) }, "urgent question alert failed"),
    );
  return { way: values.answerWay, code, urgent: signs.length > 0, signs };
}

/** The receipt a filled honeypot gets: it looks like any other (a code included), and nothing was stored. */
export function decoyReceipt(input: Record<string, string>): AskReceipt {
  const way = input.answerWay === "private" || input.answerWay === "email" ? input.answerWay : "library";
  return { way, code: way === "private" ? newPrivateCode() : null, urgent: false, signs: [] };
}
