import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Tx } from "../platform/db.server";
import { postRevisions, posts, type RevisionKind, type User } from "../platform/schema";

/** How many revisions a post keeps (issue 15); older ones are removed as new ones arrive. */
export const KEPT_REVISIONS = 25;

/**
 * Records the post as it now stands, inside the transaction that changed it: every save, publish, unpublish,
 * schedule, review step and restore is one revision with who and when. An autosave replaces the author's
 * previous autosave when nothing else happened in between, so typing does not push real saves out of the 25.
 */
export function recordRevision(tx: Tx, postId: string, kind: RevisionKind, actor: Pick<User, "id" | "name">) {
  const post = tx.select().from(posts).where(eq(posts.id, postId)).get();
  if (!post) return;
  const latest = tx.select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.createdAt), desc(postRevisions.id)).limit(1).get();
  if (kind === "autosave" && latest?.kind === "autosave" && latest.actorId === actor.id) {
    tx.delete(postRevisions).where(eq(postRevisions.id, latest.id)).run();
  }
  tx.insert(postRevisions)
    .values({
      postId,
      kind,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      tags: post.tags,
      category: post.category,
      featuredImageAlt: post.featuredImageAlt,
      featuredImageCaption: post.featuredImageCaption,
      status: post.status,
      actorId: actor.id,
      actorName: actor.name,
    })
    .run();
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(KEPT_REVISIONS)
    .all()
    .map((r) => r.id);
  tx.delete(postRevisions).where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept))).run();
}
