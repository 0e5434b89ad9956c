import { Link } from "react-router";
import { SearchFilters } from "~/components/search-filters";
import type { QuestionTopic } from "~/domain/questions/schema";
import { useLocalePath, useT } from "~/i18n/use-language";

type Filters = { q?: string; topic?: QuestionTopic };

/** The library's search and topic filter (the one list form, search-filters.tsx). */
export function LibraryFilters({ filters }: { filters: Filters }) {
  const t = useT().library;
  return (
    <SearchFilters
      path="/questions"
      idPrefix="library"
      q={filters.q}
      labels={t}
      select={{
        name: "topic",
        label: t.topicLabel,
        value: filters.topic,
        all: t.allTopics,
        // The catalogue names every topic (typed against QUESTION_TOPICS); no table module in a component.
        options: Object.entries(t.topics).map(([value, label]) => ({ value, label })),
        widthClass: "sm:w-64",
      }}
    />
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

/**
 * "Ask your own question": the way from an answer (or an empty search) to the form at /ask; and (issue 34) the way
 * back to an answer asked for privately, on the library and on every entry.
 */
export function AskOwnQuestion() {
  const t = useT().library;
  const links = useT().ask.links;
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
      <p className="mt-4 text-slate-800">
        {links.readAnswerHint}{" "}
        <Link
          to={lp("/ask/answer")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          data-read-answer=""
        >
          {links.readAnswer}
        </Link>
      </p>
    </aside>
  );
}
