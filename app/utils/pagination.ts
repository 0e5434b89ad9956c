/** Page numbers to link to: first, last, and a window around the current page, with null for a gap ("…"). */
export function pageWindow(current: number, pages: number, radius = 1): (number | null)[] {
  if (pages <= 1) return [1];
  const wanted = new Set<number>([1, pages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** A listing URL with its query (blank values dropped) and page; page 1 has no parameter. */
export function listHref(path: string, params: Record<string, string | number | undefined | null>, page = 1) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  search.delete("page");
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The same URL with one more query parameter (dialogs of the admin lists: `?delete=`, `?edit=`, `?id=`). */
export const withParam = (href: string, key: string, value: string) =>
  `${href}${href.includes("?") ? "&" : "?"}${key}=${encodeURIComponent(value)}`;

/** The /blog URL for a page, keeping the filters; page 1 has no parameter so there is one URL per listing. */
export function blogListHref(filters: { q?: string; category?: string }, page = 1) {
  return listHref("/blog", { q: filters.q, category: filters.category }, page);
}
