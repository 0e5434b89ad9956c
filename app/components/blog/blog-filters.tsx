import { Form, Link } from "react-router";
import { CATEGORY_NAMES } from "~/content/categories";
import { useLocalePath, useT } from "~/i18n/use-language";

type Filters = { q?: string; category?: string };

/** A plain GET form: it filters without JavaScript, and every filtered list has its own shareable URL. */
export function BlogFilters({ filters }: { filters: Filters }) {
  // A category from an old link that is not in today's list still shows as selected.
  const categories: string[] = [...CATEGORY_NAMES];
  if (filters.category && !categories.includes(filters.category)) categories.push(filters.category);
  const filtered = !!(filters.q || filters.category);
  const t = useT().blog;
  const lp = useLocalePath();

  return (
    <Form
      method="get"
      action={lp("/blog")}
      role="search"
      aria-label={t.filtersLabel}
      className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="blog-q" className="field-label">
          {t.searchLabel}
        </label>
        <input
          id="blog-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={200}
          placeholder={t.searchPlaceholder}
          className="field-input"
        />
      </div>
      <div className="sm:w-60">
        <label htmlFor="blog-category" className="field-label">
          {t.categoryLabel}
        </label>
        <select id="blog-category" name="category" defaultValue={filters.category ?? ""} className="field-input">
          <option value="">{t.allCategories}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
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
          <Link to={lp("/blog")} className="btn-outline">
            {t.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
