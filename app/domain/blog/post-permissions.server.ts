import { checkAccess } from "../auth/access.server";
import { HttpError } from "../platform/errors.server";
import type { Post, User } from "../platform/schema";

export type PostAction = "create" | "edit" | "publish" | "feature" | "delete";

/**
 * The one rule for writing posts (docs/decisions/011): admin and editor do everything; an author creates drafts
 * and edits their own posts while they are drafts (a published post changes only through an editor), and never
 * publishes, features or deletes (featuring a post un-features the published one: it changes what is published);
 * users and guests write nothing. Returns the reason when refused.
 */
export function postPermission(user: User | null, action: PostAction, post?: Pick<Post, "authorId" | "status">): { ok: true } | { ok: false; status: 401 | 403; message: string } {
  const access = checkAccess(user, "writer");
  if (access === "login") return { ok: false, status: 401, message: "Not authenticated" };
  if (access === "verify") return { ok: false, status: 403, message: "Please verify your email first" };
  if (access === "forbidden") return { ok: false, status: 403, message: "You do not have permission to write posts" };
  if (user!.role === "admin" || user!.role === "editor") return { ok: true };
  // An author from here on.
  switch (action) {
    case "create":
      return { ok: true };
    case "edit":
      if (post?.authorId !== user!.id) return { ok: false, status: 403, message: "Authors can edit only their own posts" };
      if (post.status === "published") return { ok: false, status: 403, message: "This post is published; ask an editor to change it" };
      return { ok: true };
    case "publish":
      return { ok: false, status: 403, message: "Authors cannot publish posts; an editor publishes them" };
    case "feature":
      return { ok: false, status: 403, message: "Authors cannot feature posts; an editor chooses the featured post" };
    case "delete":
      return { ok: false, status: 403, message: "Authors cannot delete posts; ask an editor" };
  }
}

export const canOnPost = (user: User | null, action: PostAction, post?: Pick<Post, "authorId" | "status">) =>
  postPermission(user, action, post).ok;

/** Throws the refusal as an HttpError (401/403), for the write paths. */
export function requirePostPermission(user: User | null, action: PostAction, post?: Pick<Post, "authorId" | "status">): User {
  const verdict = postPermission(user, action, post);
  if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
  return user!;
}
