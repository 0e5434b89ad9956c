import { Form } from "react-router";
import { CATEGORIES } from "~/content/categories";

type Filters = { q: string; category: string; status: string; sort: string; order: string };

const SORTS = [
  { value: "createdAt", label: "Created" },
  { value: "publishedAt", label: "Published" },
  { value: "views", label: "Views" },
  { value: "likes", label: "Likes" },
  { value: "title", label: "Title" },
];

/** A GET form: the server filters (SPEC §4 semantics) and the result is a shareable URL. */
export function PostFilters({ filters }: { filters: Filters }) {
  const select = "field-input min-h-11";
  return (
    <Form method="get" role="search" aria-label="Filter posts" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className="field-label">Search</label>
        <input id="filter-q" type="search" name="q" defaultValue={filters.q} placeholder="Title, excerpt, content or tag" className="field-input min-h-11" />
      </div>
      <div>
        <label htmlFor="filter-category" className="field-label">Category</label>
        <select id="filter-category" name="category" defaultValue={filters.category} className={select}>
          <option value="">All Categories</option>
          {CATEGORIES.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className="field-label">Status</label>
        <select id="filter-status" name="status" defaultValue={filters.status} className={select}>
          <option value="">All statuses</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div>
        <label htmlFor="filter-sort" className="field-label">Sort by</label>
        <select id="filter-sort" name="sort" defaultValue={filters.sort || "createdAt"} className={select}>
          {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="filter-order" className="field-label">Order</label>
        <select id="filter-order" name="order" defaultValue={filters.order || "desc"} className={select}>
          <option value="desc">Newest / highest first</option>
          <option value="asc">Oldest / lowest first</option>
        </select>
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-6 lg:justify-end">
        <button type="submit" className="btn-primary min-h-11">Apply filters</button>
      </div>
    </Form>
  );
}
