import { checkAccess } from "../auth/access.server";
import { HttpError } from "../../platform/http/errors.server";
import type { Post, PostStatus } from "./schema";
import type { User } from "../people/schema";
import { msg } from "~/i18n/message";

/**
 * `submit`: an author's own draft to "pending review" and back to draft; `schedule`: set or clear a future
 * publish time; `send_back`: return a post under review to its author with a note.
 */
export type PostAction = "create" | "edit" | "publish" | "schedule" | "submit" | "send_back" | "feature" | "delete";

/** The statuses in which an author may still change their own post: once scheduled or published, an editor does. */
const AUTHOR_EDITABLE: readonly PostStatus[] = ["draft", "pending"];

/**
 * The one rule for writing posts (docs/decisions/011, issue 15): admin and editor do everything (publish,
 * schedule, unschedule, send back); an author creates drafts, edits their own posts while they are drafts or
 * pending review, submits them for review and takes them back, and never publishes, schedules, features or
 * deletes (featuring a post un-features the published one: it changes what is published); users and guests
 * write nothing. Returns the reason when refused.
 */
export function postPermission(user: User | null, action: PostAction, post?: Pick<Post, "authorId" | "status">): { ok: true } | { ok: false; status: 401 | 403; message: string } {
  const access = checkAccess(user, "writer");
  if (access === "login") return { ok: false, status: 401, message: msg("notAuthenticated") };
  if (access === "verify") return { ok: false, status: 403, message: msg("verifyEmailFirst") };
  if (access === "forbidden") return { ok: false, status: 403, message: "You do not have permission to write posts" };
  if (user!.role === "admin" || user!.role === "editor") return { ok: true };
  // An author from here on.
  switch (action) {
    case "create":
      return { ok: true };
    case "edit":
    case "submit":
      if (post?.authorId !== user!.id) return { ok: false, status: 403, message: "Authors can edit only their own posts" };
      if (!AUTHOR_EDITABLE.includes(post.status)) {
        const what = post.status === "scheduled" ? "scheduled" : "published";
        return { ok: false, status: 403, message: `This post is ${what}; ask an editor to change it` };
      }
      return { ok: true };
    case "publish":
      return { ok: false, status: 403, message: "Authors cannot publish posts; an editor publishes them" };
    case "schedule":
      return { ok: false, status: 403, message: "Authors cannot schedule posts; an editor schedules them" };
    case "send_back":
      return { ok: false, status: 403, message: "Only an editor can send a post back from review" };
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

/**
 * The right a status change needs: publishing and scheduling (or unscheduling) are an editor's; a post under
 * review that goes back to draft is sent back by an editor or taken back by its author; draft ⇄ pending is the
 * author's own submit. Staying in the same status needs nothing beyond "edit".
 */
export function transitionAction(from: PostStatus, to: PostStatus, actor: User): PostAction | null {
  if (from === to) return null;
  if (to === "published") return "publish";
  if (to === "scheduled" || from === "scheduled") return "schedule";
  if (from === "published") return "publish";
  if (from === "pending" && to === "draft") return actor.role === "author" ? "submit" : "send_back";
  return "submit";
}
