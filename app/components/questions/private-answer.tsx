import type { PrivateAnswer } from "~/domain/questions/private-code.server";
import { useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { useFormatDate } from "~/ui/root-data";
import { HelpLinesList } from "./help-lines-list";
import { AnswerBody, QuestionText } from "./question-answer";

/** The form to type a private code (issue 26): posted, so the code never sits in an address or a log. */
export function CodeForm({ error }: { error?: string }) {
  const t = useT().ask.answer;
  const lp = useLocalePath();
  const message = useMessage();
  return (
    <form id="private-code-form" method="post" action={lp("/ask/answer")} className="space-y-4">
      {error ? (
        <p role="alert" id="code-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message(error)}
        </p>
      ) : null}
      <div>
        <label htmlFor="private-code" className="field-label">
          {t.code}
        </label>
        <p id="private-code-hint" className="mb-2 text-sm text-slate-600">
          {t.codeHint}
        </p>
        <input
          id="private-code"
          name="code"
          required
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="field-input min-h-11 font-mono text-lg tracking-wider"
          aria-describedby={error ? "code-error private-code-hint" : "private-code-hint"}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <button type="submit" className="btn-primary min-h-11" data-pending={t.opening}>
        {t.open}
      </button>
    </form>
  );
}

/**
 * Issue 34: the free lines wherever the asker waits or reads. First on the page when the question is urgent (they
 * said they are in danger, its words showed signs, or staff marked it), after the answer or the wait otherwise.
 */
function AnswerHelp() {
  const t = useT().ask.answer.help;
  return (
    <section
      aria-labelledby="answer-help-title"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-5"
      data-answer-help=""
    >
      <h2 id="answer-help-title" className="text-xl font-bold text-red-900">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-900">{t.text}</p>
      <HelpLinesList />
    </section>
  );
}

/** What a code opened: the question with its answer, or word that it is not ready, or that we could not answer it. */
export function PrivateAnswerView({ answer }: { answer: PrivateAnswer }) {
  const t = useT().ask.answer;
  const lp = useLocalePath();
  const formatDate = useFormatDate();
  // A declined question's own words already lead to the lines.
  const help = answer.state !== "declined";
  return (
    <div className="space-y-6" data-answer-state={answer.state}>
      {help && answer.urgent ? <AnswerHelp /> : null}
      <section aria-labelledby="your-question" className="card">
        <h2 id="your-question" className="section-title">
          {t.yourQuestion}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t.asked(formatDate(answer.askedAt))}</p>
        <QuestionText text={answer.question} />
      </section>
      {answer.state === "answered" ? (
        <section aria-labelledby="our-answer" className="card">
          <h2 id="our-answer" className="section-title">
            {t.ourAnswer}
          </h2>
          {answer.answeredAt ? (
            <p className="mt-1 text-sm text-slate-600">{t.answered(formatDate(answer.answeredAt))}</p>
          ) : null}
          <div className="mt-4">
            <AnswerBody html={answer.answer} />
          </div>
          <p className="mt-6 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">{t.kept}</p>
        </section>
      ) : answer.state === "waiting" ? (
        <section aria-labelledby="answer-waiting" className="card" role="status">
          <h2 id="answer-waiting" className="section-title">
            {t.waitingTitle}
          </h2>
          <p className="mt-2 text-slate-800">{t.waitingText}</p>
        </section>
      ) : (
        <section aria-labelledby="answer-declined" className="card">
          <h2 id="answer-declined" className="section-title">
            {t.declinedTitle}
          </h2>
          <p className="mt-2 text-slate-800">{t.declinedText}</p>
          <HelpLinesList />
        </section>
      )}
      {help && !answer.urgent ? <AnswerHelp /> : null}
      <p>
        <a href={lp("/ask")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t.askAnother}
        </a>
      </p>
    </div>
  );
}
