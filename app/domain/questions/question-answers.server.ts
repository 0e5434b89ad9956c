import { and, eq } from "drizzle-orm";
import { requireAccess } from "~/domain/auth/access.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { applyPlainTextContent } from "~/domain/blog/plain-text.server";
import { prepareContent } from "~/domain/blog/sanitize.server";
import { postSearchText } from "~/domain/blog/search-text.server";
import type { User } from "~/domain/people/schema";
import { msg } from "~/i18n/message";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { db, type Tx } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { answerFormSchema, isAnswerIntent, type AnswerIntent } from "./answer-schema";
import { answerers } from "./question-alerts.server";
import { answerMail, reviewRequestedMail, sentBackMail } from "./question-mails.server";
import { STATUS_LABELS, WAY_LABELS } from "./question-labels";
import { questions, type AnswerWay, type QuestionRow, type QuestionStatus } from "./schema";

/**
 * Every staff write on a question (issue 26), shared by the admin page and any API: the rights (questions:answer),
 * the state a step may start from (another tab or another editor may have moved it: 409), the draft saved with
 * every step, the answer sanitised by the blog's one sanitiser, the audit entry (the id and the action, never the
 * text) and the e-mails, all in one transaction.
 */

type Step = { from: QuestionStatus[]; ways?: AnswerWay[]; done: string };
const STEPS: Record<AnswerIntent, Step> = {
  save: { from: ["new", "in-review", "published"], done: "Saved" },
  publish: { from: ["new"], ways: ["library"], done: "Published in the library" },
  answer_private: { from: ["new"], ways: ["private"], done: "Answered: the asker reads it with their code" },
  answer_email: { from: ["new"], ways: ["email"], done: "Answered: the e-mail is on its way and the address erased" },
  decline: { from: ["new", "in-review"], done: "Declined" },
  submit_review: { from: ["new"], done: "Sent to a second reader: the other editors have been told by e-mail" },
  send_back: { from: ["in-review"], done: "Sent back with your note" },
  approve: { from: ["in-review"], done: "" },
  unpublish: { from: ["published"], done: "Taken out of the library: the question is waiting again" },
};

/** The step each way of answer ends with: what "approve" does after a second reading. */
const FINAL: Record<AnswerWay, AnswerIntent> = { library: "publish", private: "answer_private", email: "answer_email" };

export const findQuestion = (id: string | undefined) =>
  id ? db.select().from(questions).where(eq(questions.id, id)).get() : undefined;

const stateError = (row: QuestionRow) =>
  new HttpError(409, msg("questionStateChanged", { status: STATUS_LABELS[row.status].toLowerCase() }));

/** The draft as the form sent it: the public version, and the answer as sanitised HTML with its plain text. */
function draftOf(row: QuestionRow, input: Record<string, unknown>) {
  const fields: Record<string, unknown> = {
    content: input.answer,
    contentFormat: input.answerFormat,
    contentFingerprint: input.answerFingerprint,
  };
  // The no-JavaScript box sends plain text (answerFormat=text); an unchanged text keeps the stored HTML.
  applyPlainTextContent(fields);
  const parsed = validate(answerFormSchema, { ...input, answer: fields.content });
  const set: Partial<QuestionRow> = {};
  if (input.publicQuestion !== undefined) set.publicQuestion = parsed.publicQuestion ?? "";
  if (typeof parsed.answer === "string") {
    set.answer = prepareContent(parsed.answer);
    set.answerText = postSearchText(set.answer);
  }
  const next = { ...row, ...set };
  return { set, next, declineReason: parsed.declineReason, reviewNote: parsed.reviewNote };
}

function requireAnswer(next: QuestionRow, needsPublic: boolean) {
  if (next.answerText.trim() === "" && !/<img\b/i.test(next.answer))
    throw new HttpError(400, msg("questionAnswerRequired"), { answer: msg("questionAnswerRequired") });
  if (needsPublic && next.publicQuestion.trim() === "")
    throw new HttpError(400, msg("questionPublicRequired"), { publicQuestion: msg("questionPublicRequired") });
}

type Outcome = { done: string; mails: number; library: boolean };

/** The way's final step (publish, answer privately, by e-mail), inside the transaction. */
function finish(tx: Tx, actor: User, row: QuestionRow, set: Partial<QuestionRow>, now: Date): Outcome {
  const next = { ...row, ...set };
  requireAnswer(next, row.answerWay === "library");
  const done = { answeredBy: actor.id, answeredAt: now, reviewRequestedBy: null, reviewNote: null };
  if (row.answerWay === "library") {
    Object.assign(set, done, { status: "published", publishedAt: now });
    return { done: STEPS.publish.done, mails: 0, library: true };
  }
  if (row.answerWay === "private") {
    if (!row.codeHash) throw new HttpError(409, msg("questionCodeGone"));
    Object.assign(set, done, { status: "answered" });
    return { done: STEPS.answer_private.done, mails: 0, library: false };
  }
  if (!row.email) throw new HttpError(409, msg("questionNoEmail"));
  enqueueMail(
    tx,
    answerMail(row.email, row.lang, {
      publicQuestion: next.publicQuestion,
      answerHtml: next.answer,
      answerText: next.answerText,
      urgent: row.urgent,
    }),
    { kind: "question-answer" },
  );
  // The address was kept for this one message: it goes as the message is queued.
  Object.assign(set, done, { status: "answered", email: null });
  return { done: STEPS.answer_email.done, mails: 1, library: false };
}

/**
 * Runs one step on a question for `actor`. `input` is the form's fields (publicQuestion, answer, answerFormat,
 * answerFingerprint, declineReason, reviewNote). Returns what to tell the person.
 */
export function answerStep(
  actor: User | null,
  questionId: string | undefined,
  intent: unknown,
  input: Record<string, unknown>,
) {
  const user = requireAccess(actor, "questions:answer", msg("forbidden"));
  if (!isAnswerIntent(intent)) throw new HttpError(400, msg("questionUnknownAction"));
  const now = new Date();
  const outcome = db.transaction((tx): Outcome => {
    const row = questionId ? tx.select().from(questions).where(eq(questions.id, questionId)).get() : undefined;
    if (!row) throw new HttpError(404, msg("questionNotFound"));
    const step = STEPS[intent];
    if (!step.from.includes(row.status)) throw stateError(row);
    if (step.ways && !step.ways.includes(row.answerWay))
      throw new HttpError(409, msg("questionWrongWay", { way: WAY_LABELS[row.answerWay].toLowerCase() }));
    const { set, next, declineReason, reviewNote } = draftOf(row, input);
    let outcome: Outcome = { done: step.done, mails: 0, library: false };
    switch (intent) {
      case "save":
        // A published entry stays complete: what the library shows cannot be emptied by a save.
        if (row.status === "published") {
          requireAnswer(next, true);
          outcome.library = true;
        }
        break;
      case "publish":
      case "answer_private":
      case "answer_email":
        outcome = finish(tx, user, row, set, now);
        break;
      case "approve":
        if (row.reviewRequestedBy === user.id) throw new HttpError(403, msg("questionSecondReader"));
        outcome = finish(tx, user, row, set, now);
        outcome.done = `Approved. ${outcome.done}`;
        break;
      case "submit_review": {
        requireAnswer(next, row.answerWay === "library");
        Object.assign(set, { status: "in-review", reviewRequestedBy: user.id, reviewNote: null });
        const others = answerers(tx).filter((p) => p.id !== user.id);
        for (const p of others)
          enqueueMail(tx, reviewRequestedMail(p.email, { id: row.id, by: user.name }), { kind: "question-review" });
        outcome.mails = others.length;
        break;
      }
      case "send_back": {
        if (row.reviewRequestedBy === user.id) throw new HttpError(403, msg("questionSecondReader"));
        if (!reviewNote)
          throw new HttpError(400, msg("questionNoteRequired"), { reviewNote: msg("questionNoteRequired") });
        Object.assign(set, { status: "new", reviewNote });
        const asker = answerers(tx).find((p) => p.id === row.reviewRequestedBy);
        if (asker) {
          enqueueMail(tx, sentBackMail(asker.email, { id: row.id, by: user.name }), { kind: "question-review" });
          outcome.mails = 1;
        }
        break;
      }
      case "decline":
        if (!declineReason)
          throw new HttpError(400, msg("questionReasonRequired"), { declineReason: msg("questionReasonRequired") });
        // Nothing more will be sent: an address kept for the answer has no use left.
        Object.assign(set, {
          status: "declined",
          declineReason,
          email: null,
          answeredBy: user.id,
          answeredAt: now,
          reviewRequestedBy: null,
        });
        break;
      case "unpublish":
        Object.assign(set, { status: "new", publishedAt: null, answeredAt: null });
        outcome.library = true;
        break;
    }
    // Guarded on the status read above: two editors pressing at once cannot both move it.
    const changed = tx
      .update(questions)
      .set({ ...set, updatedAt: now })
      .where(and(eq(questions.id, row.id), eq(questions.status, row.status)))
      .returning({ id: questions.id })
      .get();
    if (!changed) throw stateError(row);
    recordAudit(tx, {
      actor: user,
      action: `question.${intent === "approve" ? `approve_${FINAL[row.answerWay]}` : intent}`,
      targetType: "question",
      targetId: row.id,
      // The sentence says what happened (activity.server.ts); the question's text is never copied here.
      summary: "",
      details: { way: row.answerWay, from: row.status, to: (set.status as string | undefined) ?? row.status },
    });
    return outcome;
  });
  if (outcome.mails > 0) deliverMailSoon();
  if (outcome.library) invalidateGuestPages();
  return outcome.done;
}
