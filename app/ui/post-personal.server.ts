import type { User } from "~/domain/people/schema";
import { hasLiked } from "~/domain/blog/likes.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { findPost, type PostRow } from "~/domain/blog/posts.server";
import { countView } from "~/domain/blog/views.server";

/** A reader's own part of a post's page: their Like and whether "Edit post" shows (docs/decisions/031). */
export type PostPersonal = { liked: boolean; signedIn: boolean; canEdit: boolean };

/**
 * The post page's rules for one reader (issue 36): the post as they may see it (null when unknown, or a draft for
 * anyone but staff: the same 404, so a draft's existence does not leak), their view counted (a published post, by
 * the views rule: never staff, bots or prefetches), and their personal part. The page's loader
 * (routes/public/blog-post.server.ts) and the signed-in splice (components/personal-parts.server.tsx) both call
 * this, so a spliced post cannot show another Like or "Edit post" than the same page rendered whole.
 */
export function postForReader(
  request: Request,
  user: User | null,
  id: string | undefined,
): { row: PostRow; counted: boolean; personal: PostPersonal } | null {
  const viewer = viewerOf(user);
  const row = findPost(viewer, id);
  if (!row) return null;
  const counted = row.status === "published" && countView(request, user, viewer, row.id);
  return {
    row,
    counted,
    personal: {
      liked: hasLiked(row.id, user?.id),
      signedIn: !!user,
      // Only for those the edit page would let in (the same rule); guests never see it.
      canEdit: !!user && canOnPost(user, "edit", row),
    },
  };
}
