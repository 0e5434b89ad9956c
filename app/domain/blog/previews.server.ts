import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { hasAccess, requireAccess } from "~/domain/auth/access.server";
import { hashToken } from "~/domain/auth/sessions.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { previewLinks } from "./schema";
import { users, type User } from "~/domain/people/schema";
import { findPost, type PostRow } from "./posts.server";
import { msg } from "~/i18n/message";

/** A preview link works for 7 days (issue 15), unless revoked sooner. */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Who previews a post on the site: staff (`post:read:any`), and its author (`post:read:own`). Anyone else is told
 * the post does not exist (404), as the public page does, so a draft's existence does not leak.
 */
export function findPreviewablePost(user: User | null, id: string | undefined): PostRow {
  const row = findPost({ staff: true, userId: user?.id ?? null }, id);
  const own = !!row && !!user && row.authorId === user.id;
  if (!row || !hasAccess(user, own ? "post:read:own" : "post:read:any"))
    throw new HttpError(404, msg("blogPostNotFound"));
  return row;
}

/** Preview links are an editor's or admin's to give out: they show a draft to people outside the team. */
const requireLinkManager = (user: User | null) =>
  requireAccess(user, "post:share", "Only editors and admins can share preview links");

/**
 * A link lends its creator's right to someone outside the team, so it is honoured only while the creator still
 * has it (issue 23): checked each time the link is used or listed, so a demotion, a lost verification or a
 * deleted account ends every link that person gave out at once, whatever screen or API made the change.
 */
const creatorMayShare = (createdBy: string | null) => {
  const creator = createdBy ? db.select().from(users).where(eq(users.id, createdBy)).get() : undefined;
  return !!creator && hasAccess(creator, "post:share");
};

export type PreviewLinkSummary = { id: string; createdByName: string; createdAt: Date; expiresAt: Date };

/** The links that still work, newest first (expired and revoked ones are history, kept for the audit trail). */
export function activePreviewLinks(postId: string): PreviewLinkSummary[] {
  return db
    .select({
      id: previewLinks.id,
      createdBy: previewLinks.createdBy,
      createdByName: previewLinks.createdByName,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
    })
    .from(previewLinks)
    .where(and(eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, new Date())))
    .orderBy(desc(previewLinks.createdAt))
    .all()
    .filter((link) => creatorMayShare(link.createdBy))
    .map(({ createdBy: _, ...link }) => link);
}

/**
 * A new link for a post: the token is returned once (to show and copy) and only its sha256 is stored, so a
 * copy of the database cannot be turned into working links.
 */
export function createPreviewLink(user: User | null, postId: string | undefined) {
  const actor = requireLinkManager(user);
  const post = findPost({ staff: true, userId: actor.id }, postId);
  if (!post) throw new HttpError(404, msg("blogPostNotFound"));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + PREVIEW_LINK_TTL_MS);
  const link = db.transaction((tx) => {
    const row = tx
      .insert(previewLinks)
      .values({
        postId: post.id,
        tokenHash: hashToken(token),
        createdBy: actor.id,
        createdByName: actor.name,
        expiresAt,
      })
      .returning()
      .get();
    recordAudit(tx, {
      actor,
      action: "post.preview_link_created",
      targetType: "post",
      targetId: post.id,
      summary: post.title,
      details: { linkId: row.id, expiresAt: expiresAt.toISOString() },
    });
    return row;
  });
  return { token, path: `/preview/${token}`, link };
}

export function revokePreviewLink(user: User | null, postId: string | undefined, linkId: string | undefined) {
  const actor = requireLinkManager(user);
  const link =
    isPlausibleId(postId) && isPlausibleId(linkId)
      ? db
          .select()
          .from(previewLinks)
          .where(and(eq(previewLinks.id, linkId), eq(previewLinks.postId, postId)))
          .get()
      : undefined;
  if (!link) throw new HttpError(404, "Preview link not found");
  if (link.revokedAt) return link;
  return db.transaction((tx) => {
    const row = tx
      .update(previewLinks)
      .set({ revokedAt: new Date() })
      .where(eq(previewLinks.id, link.id))
      .returning()
      .get();
    recordAudit(tx, {
      actor,
      action: "post.preview_link_revoked",
      targetType: "post",
      targetId: link.postId,
      details: { linkId: link.id },
    });
    return row;
  });
}

export type OpenedPreview =
  | { state: "ok"; post: PostRow; expiresAt: Date }
  | { state: "gone"; reason: "expired" | "revoked" }
  | { state: "missing" };

/** What a /preview/<token> link shows: the post, or why it no longer works (expired, revoked), or nothing. */
export function openPreviewLink(token: string | undefined): OpenedPreview {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "missing" };
  const link = db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashToken(token)))
    .get();
  if (!link) return { state: "missing" };
  if (link.revokedAt || !creatorMayShare(link.createdBy)) return { state: "gone", reason: "revoked" };
  if (link.expiresAt.getTime() <= Date.now()) return { state: "gone", reason: "expired" };
  const post = findPost({ staff: true, userId: null }, link.postId);
  return post ? { state: "ok", post, expiresAt: link.expiresAt } : { state: "missing" };
}
