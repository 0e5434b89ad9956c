import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { HoneypotFields } from "~/components/honeypot-fields";
import { DANGER_NOW, QUESTION_MAX_CHARS } from "~/domain/questions/ask-schema";
import { AGE_RANGES, ANSWER_WAYS, QUESTION_TOPICS } from "~/domain/questions/schema";
import { formatNumber } from "~/i18n/intl";
import { useLang, useLocalePath, useMessage, useT } from "~/i18n/use-language";

export type AskFormResult = { error?: string; fields?: Record<string, string>; values?: Record<string, unknown> };

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`ask-${name}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * Issue 34: the form's first choice, asked plainly. "Yes" puts the help lines first on the confirmation and makes
 * the question urgent whatever its words; not answering is "no".
 */
function DangerNow({ checked, error }: { checked: string | undefined; error?: string }) {
  const t = useT().ask.form.dangerNow;
  return (
    <fieldset
      className="rounded-xl border-2 border-red-700 bg-red-50 px-4 pb-4"
      aria-describedby={error ? "ask-dangerNow-error ask-dangerNow-hint" : "ask-dangerNow-hint"}
    >
      <legend className="rounded bg-red-50 px-1 text-lg font-bold text-red-900">{t.legend}</legend>
      <p id="ask-dangerNow-hint" className="mb-2 text-sm text-slate-800">
        {t.hint}
      </p>
      <div className="flex flex-wrap gap-3">
        {DANGER_NOW.map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900 has-[:checked]:border-red-700"
          >
            <input
              type="radio"
              name="dangerNow"
              value={answer}
              defaultChecked={checked === answer}
              className="h-5 w-5 shrink-0 accent-red-700"
            />
            {t[answer]}
          </label>
        ))}
      </div>
      <FieldError name="dangerNow" error={error} />
    </fieldset>
  );
}

/**
 * The question form (issue 26): a plain HTML form posted to the page itself, so it works without JavaScript.
 * Every choice is visible at once (no field appears or hides), so a phone without JavaScript sees the same form.
 * Issue 34: autocomplete="off" on the form and its boxes, so a browser neither suggests nor restores what was
 * typed (Back after the quick exit on a shared phone); the one-time token makes a reload or a second press file one
 * question.
 */
export function AskForm({
  honeypot,
  submissionToken,
  result,
}: {
  honeypot: HoneypotInputProps;
  submissionToken: string;
  result?: AskFormResult;
}) {
  const t = useT().ask.form;
  const lang = useLang();
  const lp = useLocalePath();
  const message = useMessage();
  const fields = Object.fromEntries(
    Object.entries(result?.fields ?? {}).map(([k, v]) => [k, message(v) ?? ""]),
  ) as Record<string, string>;
  const values = (result?.values ?? {}) as Record<string, string>;
  const way = ANSWER_WAYS.includes(values.answerWay as never) ? values.answerWay : "library";
  const invalid = (name: string) =>
    fields[name] ? { "aria-invalid": true, "aria-describedby": `ask-${name}-error` } : {};
  return (
    <form id="ask-question-form" method="post" action={lp("/ask#ask-form")} autoComplete="off" className="space-y-5">
      {result?.error ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{t.errorsTitle}</p>
          <p>{message(result.error)}</p>
        </div>
      ) : null}
      <HoneypotFields {...honeypot} />
      <input type="hidden" name="submissionToken" value={submissionToken} />
      <DangerNow checked={values.dangerNow} error={fields.dangerNow} />
      <div>
        <label htmlFor="ask-question" className="field-label">
          {t.question}
        </label>
        <p id="ask-question-hint" className="mb-2 text-sm text-slate-600">
          {t.questionHint(formatNumber(QUESTION_MAX_CHARS, lang))}
        </p>
        <textarea
          id="ask-question"
          name="question"
          rows={8}
          required
          maxLength={QUESTION_MAX_CHARS}
          autoComplete="off"
          defaultValue={values.question ?? ""}
          className="field-input"
          aria-invalid={fields.question ? true : undefined}
          aria-describedby={fields.question ? "ask-question-error ask-question-hint" : "ask-question-hint"}
        />
        <FieldError name="question" error={fields.question} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="ask-topic" className="field-label">
            {t.topic}
          </label>
          <select
            id="ask-topic"
            name="topic"
            required
            defaultValue={values.topic ?? ""}
            className="field-input min-h-11"
            {...invalid("topic")}
          >
            <option value="">{t.chooseTopic}</option>
            {QUESTION_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t.topics[topic]}
              </option>
            ))}
          </select>
          <FieldError name="topic" error={fields.topic} />
        </div>
        <div>
          <label htmlFor="ask-ageRange" className="field-label">
            {t.ageRange}
          </label>
          <select
            id="ask-ageRange"
            name="ageRange"
            defaultValue={values.ageRange ?? ""}
            className="field-input min-h-11"
            {...invalid("ageRange")}
          >
            <option value="">{t.noAge}</option>
            {AGE_RANGES.map((range) => (
              <option key={range} value={range}>
                {t.ageRanges[range]}
              </option>
            ))}
          </select>
          <FieldError name="ageRange" error={fields.ageRange} />
        </div>
      </div>
      <fieldset>
        <legend className="field-label">{t.way}</legend>
        <div className="space-y-2">
          {ANSWER_WAYS.map((option) => (
            <div
              key={option}
              className="rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="answerWay"
                  value={option}
                  defaultChecked={option === way}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                  aria-describedby={`ask-way-${option}-hint`}
                />
                {t.ways[option]}
              </label>
              <p id={`ask-way-${option}-hint`} className="pl-8 text-sm text-slate-700">
                {t.wayHints[option]}
              </p>
              {option === "email" ? (
                <div className="mt-2 pl-8">
                  <label htmlFor="ask-email" className="field-label">
                    {t.email}
                  </label>
                  <input
                    id="ask-email"
                    name="email"
                    type="email"
                    maxLength={254}
                    autoComplete="off"
                    defaultValue={values.email ?? ""}
                    className="field-input min-h-11"
                    {...invalid("email")}
                  />
                  <FieldError name="email" error={fields.email} />
                </div>
              ) : null}
            </div>
          ))}
        </div>
        <FieldError name="answerWay" error={fields.answerWay} />
      </fieldset>
      <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto" data-pending={t.sending}>
        {t.send}
      </button>
    </form>
  );
}
