import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { FilterForm } from "~/components/admin/filter-form";
import { PagerLinks } from "~/components/admin/pager-links";
import { QuestionChips } from "~/components/admin/question-chips";
import { TOPIC_LABELS } from "~/domain/questions/question-labels";
import { QUESTION_TOPICS } from "~/domain/questions/schema";
import { queueScreen, requireAnswerer } from "./questions.server";
import { listHref } from "~/utils/pagination";
import type { Route } from "./+types/questions";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAnswerer(request, context);
  return queueScreen(new URL(request.url));
}

const STATUS_OPTIONS = [
  ["", "Waiting for an answer"],
  ["new", "New"],
  ["in-review", "With a second reader"],
  ["published", "Published"],
  ["answered", "Answered privately or by e-mail"],
  ["declined", "Declined"],
  ["all", "All"],
] as const;

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { items, filters, counts, total, page, pages } = loaderData;
  const href = (p: number) => listHref("/admin/questions", filters, p);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Questions</h1>
        <p className="mt-1 text-slate-700">
          {counts.waiting} waiting for an answer{counts.urgent > 0 ? `, ${counts.urgent} urgent` : ""}. Urgent questions
          come first, then the oldest.
        </p>
      </div>
      <FilterForm label="Filter questions" className="card flex flex-wrap items-end gap-3 p-4">
        <div>
          <label htmlFor="questions-status" className="field-label">
            Status
          </label>
          <select id="questions-status" name="status" defaultValue={filters.status} className="field-input min-h-11">
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="questions-topic" className="field-label">
            Topic
          </label>
          <select id="questions-topic" name="topic" defaultValue={filters.topic} className="field-input min-h-11">
            <option value="">All topics</option>
            {QUESTION_TOPICS.map((t) => (
              <option key={t} value={t}>
                {TOPIC_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-11">
          Filter
        </button>
      </FilterForm>
      <section aria-labelledby="questions-list-title">
        <h2 id="questions-list-title" className="mb-3 font-semibold text-slate-900">
          {total} question{total === 1 ? "" : "s"}
        </h2>
        {items.length === 0 ? (
          <p className="card text-center text-slate-700">No questions here.</p>
        ) : (
          <ul className="space-y-2">
            {items.map((q) => (
              <li key={q.id}>
                <Link
                  to={`/admin/questions/${q.id}`}
                  className={`block rounded-xl border bg-white p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${q.urgent ? "border-red-700" : "border-slate-200"}`}
                >
                  <QuestionChips urgent={q.urgent} status={q.statusLabel} topic={q.topic} />
                  <span className="mt-1 block text-slate-900">
                    {q.preview || <em className="text-slate-700">The original was erased</em>}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {q.lang} · {q.way} · Age: {q.ageRange} · Waiting{" "}
                    <time dateTime={q.at} title={q.atLabel}>
                      {q.age}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <PagerLinks
          label="Pages of questions"
          prevHref={page > 1 ? href(page - 1) : null}
          nextHref={page < pages ? href(page + 1) : null}
        />
      </section>
    </div>
  );
}

export const meta = () => [{ title: "Questions · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to load the questions" />;
}
