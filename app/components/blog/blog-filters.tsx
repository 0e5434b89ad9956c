import { SearchFilters } from "~/components/search-filters";
import { CATEGORY_NAMES } from "~/content/categories";
import { useT } from "~/i18n/use-language";

type Filters = { q?: string; category?: string };

/** The blog's search and category filter (the one list form, search-filters.tsx). */
export function BlogFilters({ filters }: { filters: Filters }) {
  // A category from an old link that is not in today's list still shows as selected.
  const categories: string[] = [...CATEGORY_NAMES];
  if (filters.category && !categories.includes(filters.category)) categories.push(filters.category);
  const t = useT().blog;
  return (
    <SearchFilters
      path="/blog"
      idPrefix="blog"
      q={filters.q}
      labels={t}
      select={{
        name: "category",
        label: t.categoryLabel,
        value: filters.category,
        all: t.allCategories,
        options: categories.map((name) => ({ value: name, label: name })),
        widthClass: "sm:w-60",
      }}
    />
  );
}
