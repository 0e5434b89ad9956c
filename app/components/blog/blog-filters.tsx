import { SearchFilters } from "~/components/search-filters";
import { CATEGORY_NAMES, categoryLabel } from "~/content/categories";
import { useLang, useT } from "~/i18n/use-language";

type Filters = { q?: string; category?: string };

/** The blog's search and category filter (the one list form, search-filters.tsx). */
export function BlogFilters({ filters }: { filters: Filters }) {
  // A category from an old link that is not in today's list still shows as selected.
  const categories: string[] = [...CATEGORY_NAMES];
  if (filters.category && !categories.includes(filters.category)) categories.push(filters.category);
  const t = useT().blog;
  const lang = useLang();
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
        // The value stays the English name the posts store and links carry; the reader sees it in their language.
        options: categories.map((name) => ({ value: name, label: categoryLabel(name, lang) })),
        widthClass: "sm:w-60",
      }}
    />
  );
}
