import { CATEGORIES } from "~/content/categories";
import type { PostStatus } from "~/domain/blog/schema";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { FilterForm } from "./filter-form";

type Filters = { q: string; category: string; status: string; sort: string; order: string };

// No sort chosen: best match first when searching, else newest (posts-query.server.ts postOrder).
const SORTS = [
  { value: "", label: "Best match, else Created" },
  { value: "createdAt", label: "Created" },
  { value: "publishedAt", label: "Published" },
  { value: "views", label: "Views" },
  { value: "likes", label: "Likes" },
  { value: "title", label: "Title" },
];

// In the filter, "pending" is what an editor looks for: the posts that need them.
const STATUSES = Object.keys(POST_STATUS_LABELS) as PostStatus[];
const statusLabel = (s: PostStatus) => (s === "pending" ? "Needs review" : POST_STATUS_LABELS[s]);

/** How many filters narrow or reorder the list (shown on the collapsed "Filters" button on phones). */
export function activeFilterCount(f: Filters) {
  return (
    [f.q, f.category, f.status].filter(Boolean).length +
    (f.sort && f.sort !== "createdAt" ? 1 : 0) +
    (f.order && f.order !== "desc" ? 1 : 0)
  );
}

/**
 * A GET form: the server filters (SPEC §4 semantics) and the result is a shareable URL. On a phone the five
 * fields sit behind a "Filters" toggle (a <details>, so it works without JavaScript) that says how many are set;
 * from md up the form is always shown and the toggle hidden.
 */
export function PostFilters({ filters }: { filters: Filters }) {
  const select = "field-input min-h-11";
  const active = activeFilterCount(filters);
  return (
    <div>
      <details className="peer card p-0 md:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700">
          <span>Filters{active ? ` (${active} active)` : ""}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 text-slate-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </summary>
      </details>
      <FilterForm
        label="Filter posts"
        className="card mt-2 grid gap-3 p-4 max-md:peer-[:not([open])]:hidden sm:grid-cols-2 md:mt-0 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="filter-q" className="field-label">
            Search
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Title, excerpt, content or tag"
            className="field-input min-h-11"
          />
        </div>
        <div>
          <label htmlFor="filter-category" className="field-label">
            Category
          </label>
          <select id="filter-category" name="category" defaultValue={filters.category} className={select}>
            <option value="">All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="field-label">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status} className={select}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-sort" className="field-label">
            Sort by
          </label>
          <select id="filter-sort" name="sort" defaultValue={filters.sort} className={select}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-order" className="field-label">
            Order
          </label>
          <select id="filter-order" name="order" defaultValue={filters.order || "desc"} className={select}>
            <option value="desc">Newest / highest first</option>
            <option value="asc">Oldest / lowest first</option>
          </select>
        </div>
        <div className="flex items-end sm:col-span-2 lg:justify-end">
          <button type="submit" className="btn-primary min-h-11">
            Apply filters
          </button>
        </div>
      </FilterForm>
    </div>
  );
}
