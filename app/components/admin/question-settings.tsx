import {
  DANGER_KINDS,
  dangerKindLabel,
  MAX_TERM_LENGTH,
  MAX_TERMS_PER_BOX,
  type DangerKind,
} from "~/domain/settings/danger-terms";
import type { SiteSettings } from "~/domain/settings/settings-schema";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { SettingInput, SettingsSection, type SettingsResult } from "./settings-fields";

type Props = { settings: SiteSettings; canEdit: boolean; result: SettingsResult };

const LANGUAGE_LABELS: Record<Lang, string> = { en: "English", rw: "Kinyarwanda", fr: "French" };

/**
 * Ask anonymously (issues 26 and 34): how long the raw question, the asker's e-mail and the private code are kept,
 * and the danger-sign terms staff add to the content lists without a deploy.
 */
export function QuestionSettings({ settings, canEdit, result }: Props) {
  const s = "questions";
  const q = settings.questions;
  return (
    <SettingsSection
      id={s}
      title="Questions"
      hint="How long the question as sent, the asker's e-mail address and the private code are kept before they are erased (only the edited public version of a published question stays). The ask page promises at most 30 days after the answer and 90 days unanswered: you can shorten these, not lengthen them."
      canEdit={canEdit}
      result={result}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          section={s}
          result={result}
          name="keepAfterAnswerDays"
          label="Keep after the answer (days, 1–30)"
          value={String(q.keepAfterAnswerDays)}
          type="number"
        />
        <SettingInput
          section={s}
          result={result}
          name="keepUnansweredDays"
          label="Keep unanswered or declined (days, 1–90)"
          value={String(q.keepUnansweredDays)}
          type="number"
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Extra words that show danger</legend>
        <p className="text-sm text-slate-700">
          A question holding one of these puts the free help lines first and alerts editors at once, like the words in
          the site&apos;s lists (app/content/&lt;language&gt;/danger-signs.ts). One word or phrase per line, at most{" "}
          {MAX_TERMS_PER_BOX} per box and {MAX_TERM_LENGTH} characters each; case and accents do not matter; put * (at
          most 4) where a word may go on (&ldquo;*iyahur*&rdquo;, &ldquo;sin*shaka kubaho&rdquo;). Every language is
          checked for every question. Used from the next question on; every change is in the activity log.
        </p>
        {LANGUAGES.map((lang) => (
          <details key={lang} className="rounded-lg border border-slate-200 p-3" open={hasTerms(q, lang, result)}>
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
              {LANGUAGE_LABELS[lang]} ({countTerms(q, lang)} added)
            </summary>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {DANGER_KINDS.map((kind) => (
                <TermsBox key={kind} lang={lang} kind={kind} value={q.extraTerms[lang][kind]} result={result} />
              ))}
            </div>
          </details>
        ))}
      </fieldset>
    </SettingsSection>
  );
}

const countTerms = (q: SiteSettings["questions"], lang: Lang) =>
  DANGER_KINDS.reduce((n, kind) => n + (q.extraTerms[lang][kind] ? q.extraTerms[lang][kind].split("\n").length : 0), 0);

// Open when it holds terms, or when a refused save has something to show in it (what was typed, an error).
const hasTerms = (q: SiteSettings["questions"], lang: Lang, result: SettingsResult) =>
  countTerms(q, lang) > 0 ||
  Object.keys(result?.fields.questions ?? {}).some((k) => k.startsWith(`extraTerms.${lang}.`)) ||
  Object.entries(result?.values?.questions ?? {}).some(([k, v]) => k.startsWith(`extraTerms.${lang}.`) && v);

/** One language and kind's terms: a labelled box named `questions.extraTerms.<lang>.<kind>`, one term a line. */
function TermsBox({
  lang,
  kind,
  value,
  result,
}: {
  lang: Lang;
  kind: DangerKind;
  value: string;
  result: SettingsResult;
}) {
  const name = `extraTerms.${lang}.${kind}`;
  const id = `questions-${name.replace(/\./g, "-")}`;
  const typed = result?.values?.questions ?? null;
  const error = result?.fields.questions?.[name];
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {LANGUAGE_LABELS[lang]}: {dangerKindLabel(kind)}
      </label>
      <textarea
        // A save stores the terms tidied (trimmed, each once): the box shows them as stored once they change.
        key={value}
        id={id}
        name={`questions.${name}`}
        rows={3}
        defaultValue={typed ? (typed[name] ?? "") : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input"
        spellCheck={false}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
