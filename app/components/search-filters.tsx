import { Form, Link } from "react-router";
import { useLocalePath } from "~/i18n/use-language";

export type SearchFiltersProps = {
  /** The list's path (in English: the form goes to its copy in the page's language). */
  path: string;
  /** Prefix of the fields' ids ("blog" → blog-q, blog-category). */
  idPrefix: string;
  q?: string;
  /** The list's catalogue section: the blog's and the library's name these texts alike. */
  labels: { filtersLabel: string; searchLabel: string; searchPlaceholder: string; search: string; clear: string };
  /** The one choice beside the words (a category, a topic); the first option is "all". */
  select: {
    name: string;
    label: string;
    value?: string;
    all: string;
    options: { value: string; label: string }[];
    /** Its width on wider screens, a literal class (Tailwind reads the sources). */
    widthClass: string;
  };
};

/**
 * A plain GET form: a list's search words and one choice. It works without JavaScript, and every filtered list has
 * its own shareable URL. The blog and the questions library both use it.
 */
export function SearchFilters({ path, idPrefix, q, labels, select }: SearchFiltersProps) {
  const lp = useLocalePath();
  const filtered = !!(q || select.value);
  return (
    <Form
      method="get"
      action={lp(path)}
      role="search"
      aria-label={labels.filtersLabel}
      className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={`${idPrefix}-q`} className="field-label">
          {labels.searchLabel}
        </label>
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={q ?? ""}
          maxLength={200}
          placeholder={labels.searchPlaceholder}
          className="field-input"
        />
      </div>
      <div className={select.widthClass}>
        <label htmlFor={`${idPrefix}-${select.name}`} className="field-label">
          {select.label}
        </label>
        <select
          id={`${idPrefix}-${select.name}`}
          name={select.name}
          defaultValue={select.value ?? ""}
          className="field-input"
        >
          <option value="">{select.all}</option>
          {select.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {labels.search}
        </button>
        {filtered ? (
          <Link to={lp(path)} className="btn-outline">
            {labels.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
