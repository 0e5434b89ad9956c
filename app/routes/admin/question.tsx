import { data, Form, Link, useNavigation } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { ErrorSummary } from "~/components/admin/error-summary";
import { QuestionChips } from "~/components/admin/question-chips";
import { QuestionSideForms, UrgencyForm } from "~/components/admin/question-side-forms";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import { AnswerBody, QuestionText } from "~/components/questions/question-answer";
import { MAX_ANSWER_FORM_BYTES, MAX_PUBLIC_QUESTION } from "~/domain/questions/answer-schema";
import { findQuestion } from "~/domain/questions/question-answers.server";
import { questionScreen, requireAnswerer } from "./questions.server";
import { handleQuestionForm } from "./question.server";
import type { Route } from "./+types/question";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireAnswerer(request, context);
  const row = findQuestion(params.id);
  if (!row) throw data("This question does not exist.", { status: 404, statusText: "Question Not Found" });
  return questionScreen(row, user.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleQuestionForm(request, requireAnswerer(request, context), params.id);
}

const FINISH_LABELS = {
  publish: "Publish in the library",
  answer_private: "Answer privately",
  answer_email: "Send the answer by e-mail",
} as const;
const APPROVE_LABELS = {
  library: "Approve and publish",
  private: "Approve and answer privately",
  email: "Approve and send by e-mail",
} as const;
const ORDER = [
  ["publicQuestion", "publicQuestion"],
  ["answer", "answer"],
  ["reviewNote", "reviewNote"],
  ["declineReason", "declineReason"],
] as const;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export default function QuestionPage({ loaderData: q, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const typed = actionData?.values;
  const fields = actionData?.fields ?? {};
  const typedAsText = typed?.answerFormat === "text";
  const answerDefault = typed && !typedAsText ? (typed.answer ?? "") : q.answer;
  const plain =
    typed && typedAsText
      ? { value: typed.answer ?? "", fingerprint: "", lossy: false }
      : {
          value: q.answerPlain.contentText,
          fingerprint: q.answerPlain.contentFingerprint,
          lossy: q.answerPlain.contentLossy,
        };
  const noteError = (name: string) =>
    fields[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {fields[name]}
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to="/admin/questions" className="inline-flex min-h-11 items-center text-brand-800 underline">
          All questions
        </Link>
      </p>
      <div>
        <h1 className="mb-2 text-2xl font-bold text-slate-900">Question</h1>
        <QuestionChips urgent={q.urgent} status={q.statusLabel} topic={q.topic} />
        <UrgencyForm urgent={q.urgent} saidInDanger={q.saidInDanger} busy={busy} />
      </div>
      {actionData ? <ErrorSummary message={actionData.error} fields={fields} order={ORDER} /> : null}
      {q.urgent ? (
        <div role="note" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-slate-900">
          <p className="font-semibold">
            {q.saidInDanger ? "The asker said they or someone else is in danger or being hurt now. " : ""}
            {q.dangerSigns.length
              ? `Signs of immediate danger: ${q.dangerSigns.join(", ")}.`
              : q.saidInDanger
                ? ""
                : "Marked urgent by staff."}
          </p>
          <p>Answer first, and give the help lines (114, 116, 3029, 112, Isange One Stop Centre) in the answer.</p>
        </div>
      ) : null}
      <dl className="card grid grid-cols-2 gap-3 p-4 sm:grid-cols-3">
        <Fact term="Language">{q.lang}</Fact>
        <Fact term="Way of answer">{q.wayLabel}</Fact>
        <Fact term="Age range">{q.ageRange}</Fact>
        <Fact term="Sent">
          <time dateTime={q.at}>{q.atLabel}</time> ({q.age} ago)
        </Fact>
        {q.answeredLabel ? (
          <Fact term={q.status === "declined" ? "Declined" : "Answered"}>
            {q.answeredLabel}
            {q.answeredBy ? ` by ${q.answeredBy}` : ""}
          </Fact>
        ) : null}
        {q.way === "private" && q.status === "answered" ? (
          <Fact term="Read with the code">{q.readLabel ?? "Not yet"}</Fact>
        ) : null}
      </dl>
      <section aria-labelledby="original-title" className="card p-4">
        <h2 id="original-title" className="mb-2 font-semibold text-slate-900">
          The question as sent (staff only)
        </h2>
        {q.original !== null ? (
          <QuestionText text={q.original} />
        ) : (
          <p className="text-slate-700">
            Erased on {q.erasedLabel ?? "an earlier day"}: only the public version stays.
          </p>
        )}
      </section>
      {q.reviewNote && q.status === "new" ? (
        <div role="note" className="rounded-xl border border-amber-600 bg-amber-50 p-4 text-slate-900">
          <p className="font-semibold">Sent back by the second reader:</p>
          <p className="whitespace-pre-line">{q.reviewNote}</p>
        </div>
      ) : null}
      {q.status === "in-review" ? (
        <p className="rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
          {q.reviewRequestedBy ?? "Someone"} asked for a second reader.{" "}
          {q.can.approve
            ? "Read the answer, then approve it or send it back with a note."
            : "Another editor or admin reads it next."}
        </p>
      ) : null}
      {q.declineReason && q.status === "declined" ? (
        <section aria-labelledby="decline-title" className="card p-4">
          <h2 id="decline-title" className="mb-1 font-semibold text-slate-900">
            Reason for declining (staff only)
          </h2>
          <p className="whitespace-pre-line">{q.declineReason}</p>
        </section>
      ) : null}
      {q.can.edit ? (
        <Form method="post" className="card space-y-4 p-4" noValidate>
          {q.way === "library" ? (
            <div>
              <label htmlFor="publicQuestion" className="field-label">
                The question for the library
              </label>
              <p id="publicQuestion-hint" className="mb-1 text-sm text-slate-700">
                What the library will show: remove names, places, schools and anything else that could identify anyone.
              </p>
              <textarea
                id="publicQuestion"
                name="publicQuestion"
                rows={6}
                maxLength={MAX_PUBLIC_QUESTION}
                defaultValue={typed?.publicQuestion ?? q.publicQuestion}
                aria-invalid={fields.publicQuestion ? true : undefined}
                aria-describedby={
                  fields.publicQuestion ? "publicQuestion-hint publicQuestion-error" : "publicQuestion-hint"
                }
                className="field-input"
              />
              {noteError("publicQuestion")}
            </div>
          ) : null}
          <RichTextEditor
            key={`${q.id}-${q.status}`}
            name="answer"
            id="answer"
            formatName="answerFormat"
            label="The answer"
            defaultValue={answerDefault}
            error={fields.answer}
            plainText={plain}
          />
          <div className="flex flex-wrap gap-3">
            {q.can.finish ? (
              <button type="submit" name="intent" value={q.can.finish} className="btn-primary min-h-11" disabled={busy}>
                {FINISH_LABELS[q.can.finish]}
              </button>
            ) : null}
            {q.can.approve ? (
              <button type="submit" name="intent" value="approve" className="btn-primary min-h-11" disabled={busy}>
                {APPROVE_LABELS[q.way]}
              </button>
            ) : null}
            {q.can.submitReview ? (
              <button
                type="submit"
                name="intent"
                value="submit_review"
                className="btn-outline min-h-11"
                disabled={busy}
              >
                Send to a second reader
              </button>
            ) : null}
            <button type="submit" name="intent" value="save" className="btn-outline min-h-11" disabled={busy}>
              {q.status === "published" ? "Save changes" : "Save draft"}
            </button>
          </div>
        </Form>
      ) : (
        <section aria-labelledby="answer-title" className="card p-4">
          <h2 id="answer-title" className="mb-2 font-semibold text-slate-900">
            The answer
          </h2>
          {q.answer ? <AnswerBody html={q.answer} /> : <p className="text-slate-700">No answer was written.</p>}
        </section>
      )}
      {q.publishedPath ? (
        <p>
          <a href={q.publishedPath} className="inline-flex min-h-11 items-center text-brand-800 underline">
            View it in the library
          </a>
        </p>
      ) : null}
      <QuestionSideForms
        can={q.can}
        reviewRequestedBy={q.reviewRequestedBy}
        typed={typed}
        fields={fields}
        openDecline={actionData?.intent === "decline"}
        busy={busy}
      />
    </div>
  );
}

export const meta = () => [{ title: "Question · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to load the question" />;
}

/** Issue 26: an answer, written in the post editor, as a url-encoded form. The body rule reads this. */
export const bodyLimit = MAX_ANSWER_FORM_BYTES;
