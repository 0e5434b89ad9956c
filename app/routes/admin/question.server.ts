import { data } from "react-router";
import type { User } from "~/domain/people/schema";
import { MAX_ANSWER_FORM_BYTES } from "~/domain/questions/answer-schema";
import { answerStep } from "~/domain/questions/question-answers.server";
import { setUrgency } from "~/domain/questions/question-urgency.server";
import { answerableError } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";

/** What a refused step gives back to the page: the message, each field's, and what was typed (nothing lost). */
export type QuestionFormResult = {
  intent: string;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/**
 * The question page's forms (plain url-encoded forms with an `intent`): one step through the domain, then back to
 * the page with a toast; a refusal comes back with its status and the typed text.
 */
export async function handleQuestionForm(request: Request, user: User, id: string | undefined) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request, MAX_ANSWER_FORM_BYTES);
    if (form.intent === "urgency") return redirectWithSuccess(`/admin/questions/${id}`, setUrgency(user, id, form));
    const done = answerStep(user, id, form.intent, {
      publicQuestion: form.publicQuestion,
      answer: form.answer,
      answerFormat: form.answerFormat,
      // The editor's no-JavaScript box names its fingerprint field contentFingerprint whatever the form.
      answerFingerprint: form.contentFingerprint,
      declineReason: form.declineReason,
      reviewNote: form.reviewNote,
    });
    return redirectWithSuccess(`/admin/questions/${id}`, done);
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    const result: QuestionFormResult = {
      intent: form.intent ?? "",
      error: known.message,
      fields: known.fields ?? {},
      values: form,
    };
    return data(result, { status: known.status, headers: known.headers });
  }
}
