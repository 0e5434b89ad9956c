import { inArray } from "drizzle-orm";
import { z } from "zod";
import { requirePostPermission } from "~/domain/blog/post-permissions.server";
import { deletePost, updatePost } from "~/domain/blog/post-writes.server";
import { isPlausibleId } from "~/domain/blog/posts-query.server";
import { db } from "~/platform/data/db.server";
import { toHttpError } from "~/platform/http/errors.server";
import { validate } from "~/platform/http/api.server";
import { posts } from "~/domain/blog/schema";
import { type User } from "~/domain/people/schema";

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 100;

/** POST /api/blog/bulk and the list's form: at most 100 ids, one of three actions. */
export const bulkSchema = z.object({
  ids: z
    .array(z.string().trim().min(1, "ids must not contain empty values").max(64, "ids must be post ids"), {
      message: "ids must be a list of post ids",
    })
    .min(1, "Select at least one post")
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} posts at a time`),
  action: z.enum(BULK_ACTIONS, { message: "action must be publish, unpublish or delete" }),
});

export const BULK_VERBS: Record<BulkAction, { verb: string; done: string }> = {
  publish: { verb: "Publish", done: "published" },
  unpublish: { verb: "Unpublish", done: "unpublished" },
  delete: { verb: "Delete", done: "deleted" },
};

export type BulkRefusal = { id: string; title: string | null; message: string };
export type BulkResult = { action: BulkAction; done: { id: string; title: string }[]; refused: BulkRefusal[] };

/**
 * Rights the whole batch needs, checked before any post is touched: an author may never publish or delete, so
 * such a request is one 403, not a hundred refusals. Per-post rules (an author's own draft…) apply post by post.
 */
export function requireBatchRight(actor: User | null, action: BulkAction) {
  if (action === "publish") return requirePostPermission(actor, "publish");
  if (action === "delete") return requirePostPermission(actor, "delete");
  return requirePostPermission(actor, "create");
}

/** The titles of the posts named (unknown ids are simply absent). */
export function titlesOf(ids: string[]) {
  const plausible = ids.filter((id) => isPlausibleId(id));
  if (plausible.length === 0) return new Map<string, string>();
  return new Map(
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(inArray(posts.id, plausible))
      .all()
      .map((r) => [r.id, r.title]),
  );
}

/**
 * Publishes, unpublishes or deletes each post through the same domain calls as one at a time (updatePost and
 * deletePost), so permissions, revisions and the audit log apply to every post; one refusal never stops the
 * others. Each post is its own transaction: a batch is not all-or-nothing, and the result says which were refused.
 */
export async function bulkPosts(actor: User | null, input: unknown): Promise<BulkResult> {
  const { ids, action } = validate(bulkSchema, input);
  const user = requireBatchRight(actor, action);
  const unique = [...new Set(ids)];
  const titles = titlesOf(unique);
  const result: BulkResult = { action, done: [], refused: [] };
  for (const id of unique) {
    try {
      if (action === "delete") deletePost(user, id);
      else await updatePost(user, id, { fields: { status: action === "publish" ? "published" : "draft" } });
      result.done.push({ id, title: titles.get(id) ?? id });
    } catch (error) {
      const known = toHttpError(error);
      if (!known) throw error;
      result.refused.push({ id, title: titles.get(id) ?? null, message: known.message });
    }
  }
  return result;
}

/** One sentence for the screen: how many were done, how many refused. */
export function bulkSummary(result: BulkResult) {
  const n = result.done.length;
  const done = `${n} ${n === 1 ? "post" : "posts"} ${BULK_VERBS[result.action].done}`;
  return result.refused.length ? `${done}; ${result.refused.length} refused` : done;
}
