import { and, desc, eq, notInArray } from "drizzle-orm";
import { postFieldsSchema } from "~/domain/blog/post-schema";
import { contentDerived } from "./search-text.server";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db, type Tx } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { postRevisions, posts, type Post, type PostRevision, type RevisionKind } from "./schema";
import { type User } from "~/domain/people/schema";
import { hasAccess } from "~/domain/auth/access.server";
import { requirePostPermission } from "./post-permissions.server";
import { storedPost } from "./posts.server";
import { compareRevision, type Comparable } from "./revision-diff.server";
import { sanitizePostHtml } from "./sanitize.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";

/** How many revisions a post keeps (issue 15); older ones are removed as new ones arrive. */
export const KEPT_REVISIONS = 25;

type Actor = Pick<User, "id" | "name">;
type Snapshot = Comparable & { status: Post["status"] };

const newestFirst = [desc(postRevisions.createdAt), desc(postRevisions.id)] as const;

/**
 * Writes one revision and keeps the newest 25. An autosave replaces the same person's previous autosave when
 * nothing else happened in between, so typing does not push real saves out of the 25.
 */
function insertRevision(tx: Tx, postId: string, kind: RevisionKind, snapshot: Snapshot, actor: Actor) {
  if (kind === "autosave") dropTrailingAutosave(tx, postId, actor);
  const row = tx
    .insert(postRevisions)
    .values({
      postId,
      kind,
      ...snapshotOf(snapshot),
      status: snapshot.status,
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning()
    .get();
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(...newestFirst)
    .limit(KEPT_REVISIONS)
    .all();
  tx.delete(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        notInArray(
          postRevisions.id,
          kept.map((r) => r.id),
        ),
      ),
    )
    .run();
  return row;
}

/** Removes the post's newest revision when it is this person's autosave (replaced, or undone). */
function dropTrailingAutosave(tx: Tx, postId: string, actor: Actor) {
  const latest = tx
    .select()
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(...newestFirst)
    .limit(1)
    .get();
  if (latest?.kind === "autosave" && latest.actorId === actor.id)
    tx.delete(postRevisions).where(eq(postRevisions.id, latest.id)).run();
}

const snapshotOf = (s: Comparable): Comparable => ({
  title: s.title,
  excerpt: s.excerpt,
  content: s.content,
  tags: s.tags,
  category: s.category,
  featuredImageAlt: s.featuredImageAlt,
  featuredImageCaption: s.featuredImageCaption,
});

/**
 * Records the post as it now stands, inside the transaction that changed it: every save, publish, unpublish,
 * schedule, review step and restore is one revision with who and when.
 */
export function recordRevision(tx: Tx, postId: string, kind: RevisionKind, actor: Actor) {
  const post = tx.select().from(posts).where(eq(posts.id, postId)).get();
  if (post) insertRevision(tx, postId, kind, post, actor);
}

const loadPost = storedPost;

/** The writer check comes before the post is looked up: a guest learns nothing about which ids exist. */
const requireWriter = (user: User | null) => requirePostPermission(user, "create");

/** Who may read a post's history: staff, and an author for their own posts (any status). */
export function requireHistoryAccess(user: User | null, post: Pick<Post, "authorId" | "status">): User {
  requireWriter(user);
  if (!hasAccess(user, post.authorId === user!.id ? "post:read:own" : "post:read:any")) {
    throw new HttpError(403, "Authors can see the history of their own posts only");
  }
  return user!;
}

export type RevisionSummary = Pick<
  PostRevision,
  "id" | "kind" | "actorId" | "actorName" | "createdAt" | "status" | "title"
>;

/** A post's revisions, newest first, with who and when (the post is checked first: unknown → 404, others' → 403). */
export function listRevisions(user: User | null, postId: string | undefined) {
  requireWriter(user);
  const post = loadPost(postId);
  requireHistoryAccess(user, post);
  const revisions: RevisionSummary[] = db
    .select({
      id: postRevisions.id,
      kind: postRevisions.kind,
      actorId: postRevisions.actorId,
      actorName: postRevisions.actorName,
      createdAt: postRevisions.createdAt,
      status: postRevisions.status,
      title: postRevisions.title,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, post.id))
    .orderBy(...newestFirst)
    .all();
  return { post, revisions, unsaved: unsavedAutosave(post, revisions) };
}

/** The newest revision when it is an autosave newer than the post's last save: changes the form never sent. */
function unsavedAutosave(post: Post, revisions: RevisionSummary[]) {
  const newest = revisions[0];
  const saved = (post.updatedAt ?? post.createdAt).getTime();
  return newest?.kind === "autosave" && newest.createdAt.getTime() > saved ? newest : null;
}

/** One revision and how it differs from the post as it is now. */
export function getRevision(user: User | null, postId: string | undefined, revisionId: string | undefined) {
  requireWriter(user);
  const post = loadPost(postId);
  requireHistoryAccess(user, post);
  const revision = isPlausibleId(revisionId)
    ? db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, post.id)))
        .get()
    : undefined;
  if (!revision) throw new HttpError(404, "Revision not found");
  const changes = compareRevision(revision, post);
  // Bold, links or headings changed with the words left as they were: the text reads the same, the post does not.
  const formattingChanged =
    revision.content !== post.content && !changes.some((c) => c.field === "content" && c.changed);
  return {
    post,
    revision,
    changes,
    formattingChanged,
    identical: changes.every((c) => !c.changed) && !formattingChanged,
  };
}

/**
 * Writes a revision's text back to the post under the normal edit rule (an author only on their own unpublished
 * post). The status never changes: a restore does not publish or unpublish. The restore is itself a revision and
 * audited. Pictures the post stops showing are not released, so restoring again later still finds them.
 */
export function restoreRevision(user: User | null, postId: string | undefined, revisionId: string | undefined) {
  const { post, revision, identical } = getRevision(user, postId, revisionId);
  const actor = requirePostPermission(user, "edit", post);
  if (identical) return { post, revision, changed: false };
  const fields = snapshotOf(revision);
  db.transaction((tx) => {
    tx.update(posts)
      .set({ ...fields, ...contentDerived(fields.content), updatedAt: new Date() })
      .where(eq(posts.id, post.id))
      .run();
    recordAudit(tx, {
      actor,
      action: "post.restored",
      targetType: "post",
      targetId: post.id,
      summary: fields.title,
      details: { revisionId: revision.id, revisionAt: revision.createdAt.toISOString() },
    });
    recordRevision(tx, post.id, "restored", actor);
  });
  invalidateGuestPages();
  return { post: loadPost(post.id), revision, changed: true };
}

const autosaveSchema = postFieldsSchema
  .pick({
    title: true,
    excerpt: true,
    content: true,
    category: true,
    tags: true,
    featuredImageAlt: true,
    featuredImageCaption: true,
  })
  .partial();

/**
 * Keeps what the form holds as an "autosave" revision without touching the post (a published post's live text
 * changes only on Update). Fields not sent keep the post's values; the content is sanitised as a save would.
 * Fields equal to the post's drop the person's trailing autosave (they undid their changes) and store nothing.
 */
export function recordAutosave(user: User | null, postId: string | undefined, input: Record<string, unknown>) {
  requireWriter(user);
  const post = loadPost(postId);
  const actor = requirePostPermission(user, "edit", post);
  const data = validate(autosaveSchema, input);
  const snapshot: Snapshot = {
    ...snapshotOf(post),
    ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
    status: post.status,
  };
  if (data.content !== undefined) snapshot.content = sanitizePostHtml(data.content);
  const same = compareRevision(snapshot, post).every((c) => !c.changed) && snapshot.content === post.content;
  return db.transaction((tx) => {
    if (same) {
      dropTrailingAutosave(tx, post.id, actor);
      return { stored: false as const, savedAt: new Date() };
    }
    const row = insertRevision(tx, post.id, "autosave", snapshot, actor);
    return { stored: true as const, revisionId: row.id, savedAt: row.createdAt };
  });
}

/** A revision as /api/blog/:id/revisions answers it: `_id`, ISO dates, who as {_id, name}. */
export function revisionJson(r: RevisionSummary) {
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    title: r.title,
    actor: { _id: r.actorId ?? null, name: r.actorName },
    createdAt: r.createdAt.toISOString(),
  };
}
