import { Form, Link } from "react-router";
import type { QuestionTopic } from "~/domain/questions/schema";
import { useLocalePath, useT } from "~/i18n/use-language";

type Filters = { q?: string; topic?: QuestionTopic };

/** A plain GET form: it searches and filters without JavaScript, and each result list has its own URL. */
export function LibraryFilters({ filters }: { filters: Filters }) {
  const t = useT().library;
  const lp = useLocalePath();
  const filtered = !!(filters.q || filters.topic);
  return (
    <Form
      method="get"
      action={lp("/questions")}
      role="search"
      aria-label={t.filtersLabel}
      className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="library-q" className="field-label">
          {t.searchLabel}
        </label>
        <input
          id="library-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={200}
          placeholder={t.searchPlaceholder}
          className="field-input"
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor="library-topic" className="field-label">
          {t.topicLabel}
        </label>
        <select id="library-topic" name="topic" defaultValue={filters.topic ?? ""} className="field-input">
          <option value="">{t.allTopics}</option>
          {/* The catalogue names every topic (typed against QUESTION_TOPICS); no table module in a component. */}
          {Object.entries(t.topics).map(([topic, name]) => (
            <option key={topic} value={topic}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {t.search}
        </button>
        {filtered ? (
          <Link to={lp("/questions")} className="btn-outline">
            {t.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export type LibraryCardData = {
  id: string;
  topic: QuestionTopic;
  question: string;
  excerpt: string;
  publishedAt: string;
  publishedLabel: string;
};

/** One entry in the list: its topic, the question (the link), the start of the answer and its date. */
export function LibraryCard({ entry }: { entry: LibraryCardData }) {
  const t = useT().library;
  const lp = useLocalePath();
  const href = lp(`/questions/${entry.id}`);
  return (
    <article className="card flex h-full flex-col gap-3">
      <p className="text-sm font-semibold text-brand-800">{t.topics[entry.topic]}</p>
      <h3 className="text-lg font-bold text-slate-900">
        <Link to={href} className="hover:underline">
          {entry.question}
        </Link>
      </h3>
      <p className="text-slate-700">{entry.excerpt}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
        <time dateTime={entry.publishedAt} className="text-slate-600">
          {t.answeredOn(entry.publishedLabel)}
        </time>
        <Link
          to={href}
          aria-label={t.readAnswerTo(entry.question)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t.readAnswer}
        </Link>
      </div>
    </article>
  );
}

/** "Ask your own question": the way from an answer (or an empty search) to the form at /ask. */
export function AskOwnQuestion() {
  const t = useT().library;
  const lp = useLocalePath();
  return (
    <aside aria-labelledby="ask-own-title" className="card mt-10 border-2 border-accent-400">
      <h2 id="ask-own-title" className="text-xl font-bold text-slate-900">
        {t.askTitle}
      </h2>
      <p className="mt-2 text-slate-800">{t.askText}</p>
      <Link to={lp("/ask")} className="btn-primary mt-4 min-h-11">
        {t.askButton}
      </Link>
    </aside>
  );
}
