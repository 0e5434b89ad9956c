import { imageRefOf } from "~/domain/blog/post-json.server";
import { hasAccess } from "~/domain/auth/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { adminPostListing, type PostCardRow } from "~/domain/blog/posts.server";
import { isPlausibleId } from "~/domain/blog/posts-query.server";
import type { User } from "~/domain/people/schema";
import { parseListQueryLenient } from "~/domain/blog/post-list-schema";
import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { listHref } from "~/utils/pagination";
import { bulkSchema, requireBatchRight, titlesOf } from "~/domain/blog/post-bulk.server";
import { HttpError } from "~/platform/http/errors.server";
import { validate } from "~/platform/http/api.server";

const FILTER_KEYS = ["q", "category", "status", "sort", "order"] as const;

/** One row of the management table: what the screen shows and what this user may do with it (SPEC §2). */
function toManagedPost(row: PostCardRow, user: User, date: SiteDates) {
  const shown = row.publishedAt ?? row.createdAt;
  const post = { authorId: row.authorId, status: row.status };
  return {
    id: row.id,
    title: row.title,
    author: row.authorName ?? "Unknown Author",
    category: row.category,
    status: row.status,
    views: row.views,
    likes: row.likes,
    image: imageRefOf(row),
    date: isoDate(shown) ?? "",
    dateLabel: date(shown, "long"),
    canEdit: canOnPost(user, "edit", post),
    canDelete: canOnPost(user, "delete", post),
  };
}
export type ManagedPost = ReturnType<typeof toManagedPost>;

/** /admin/blog: the filters live in the URL, so every view is a link and works without JavaScript. */
export function managementListing(url: URL, user: User) {
  const query = parseListQueryLenient(url.searchParams);
  // Those who may not read every post (authors) list their own.
  const listing = adminPostListing(query, hasAccess(user, "post:read:any") ? undefined : user.id);
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, url.searchParams.get(k)?.trim() || ""])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  const back = listHref("/admin/blog", filters, listing.page);
  const date = siteDates();
  const posts = listing.rows.map((row) => toManagedPost(row, user, date));
  const deleteId = url.searchParams.get("delete") ?? undefined;
  // The no-JavaScript confirmation: the page itself asks before the form posts.
  const confirming = isPlausibleId(deleteId) ? (posts.find((p) => p.id === deleteId && p.canDelete) ?? null) : null;
  // "No posts match these filters" only when a filter is set; sort and order choose nothing out.
  const filtered = Boolean(filters.q || filters.category || filters.status);
  return { posts, total: listing.total, page: listing.page, pages: listing.pages, filters, back, confirming, filtered };
}

/**
 * The list's bulk form: the ticked `ids`, or every post of the page when "Select all" is ticked (`all`, with the
 * page's ids as `pageIds`: that works without JavaScript). The first step only asks; `confirm` does it.
 */
export function readBulkForm(form: FormData) {
  const strings = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  const ids = form.get("all") === "page" ? strings("pageIds") : strings("ids");
  return validate(bulkSchema, { ids: [...new Set(ids)], action: form.get("bulk") ?? undefined });
}

/** The confirmation step: what will happen to which posts (only posts that exist are listed). */
export function bulkConfirmation(actor: User, form: FormData) {
  const { ids, action } = readBulkForm(form);
  requireBatchRight(actor, action);
  const titles = titlesOf(ids);
  const found = ids.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! }));
  if (found.length === 0) throw new HttpError(404, "None of the selected posts exists any more");
  return { action, posts: found };
}
