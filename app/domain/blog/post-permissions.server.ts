import { checkAccess, hasAccess } from "~/domain/auth/access.server";
import { HttpError } from "~/platform/http/errors.server";
import type { Post, PostStatus } from "./schema";
import type { User } from "~/domain/people/schema";
import type { Permission } from "~/domain/people/permissions";
import { msg } from "~/i18n/message";

/**
 * `submit`: an author's own draft to "pending review" and back to draft; `schedule`: set or clear a future
 * publish time; `send_back`: return a post under review to its author with a note.
 */
export type PostAction = "create" | "edit" | "publish" | "schedule" | "submit" | "send_back" | "feature" | "delete";

/** The statuses in which an author may still change their own post: once scheduled or published, an editor does. */
const AUTHOR_EDITABLE: readonly PostStatus[] = ["draft", "pending"];

/** The permission each action needs beyond writing posts at all, and the refusal that says who can. */
const NEEDS: Record<Exclude<PostAction, "create" | "edit" | "submit">, [Permission, string]> = {
  publish: ["post:publish", "Authors cannot publish posts; an editor publishes them"],
  schedule: ["post:publish", "Authors cannot schedule posts; an editor schedules them"],
  send_back: ["post:publish", "Only an editor can send a post back from review"],
  feature: ["post:feature", "Authors cannot feature posts; an editor chooses the featured post"],
  delete: ["post:delete", "Authors cannot delete posts; ask an editor"],
};

/**
 * The one rule for writing posts (docs/decisions/011, issue 15), in the permissions of
 * app/domain/people/permissions.ts: admin and editor do everything (publish, schedule, unschedule, send back); an
 * author creates drafts, edits their own posts while they are drafts or pending review, submits them for review
 * and takes them back, and never publishes, schedules, features or deletes (featuring a post un-features the
 * published one: it changes what is published); users and guests write nothing. Returns the reason when refused.
 */
export function postPermission(
  user: User | null,
  action: PostAction,
  post?: Pick<Post, "authorId" | "status">,
): { ok: true } | { ok: false; status: 401 | 403; message: string } {
  const access = checkAccess(user, "post:create");
  if (access === "login") return { ok: false, status: 401, message: msg("notAuthenticated") };
  if (access === "verify") return { ok: false, status: 403, message: msg("verifyEmailFirst") };
  if (access === "forbidden") return { ok: false, status: 403, message: "You do not have permission to write posts" };
  // A verified writer from here on: what the role's permissions allow.
  const writer = user!;
  if (action === "create") return { ok: true };
  if (action === "edit" || action === "submit") {
    const own = !!post && post.authorId === writer.id;
    if (!hasAccess(writer, own ? "post:edit:own" : "post:edit:any"))
      return { ok: false, status: 403, message: "Authors can edit only their own posts" };
    // A scheduled or published post changes only through those who decide what is published.
    if (post && !AUTHOR_EDITABLE.includes(post.status) && !hasAccess(writer, "post:publish")) {
      const what = post.status === "scheduled" ? "scheduled" : "published";
      return { ok: false, status: 403, message: `This post is ${what}; ask an editor to change it` };
    }
    return { ok: true };
  }
  const [permission, refusal] = NEEDS[action];
  return hasAccess(writer, permission) ? { ok: true } : { ok: false, status: 403, message: refusal };
}

export const canOnPost = (user: User | null, action: PostAction, post?: Pick<Post, "authorId" | "status">) =>
  postPermission(user, action, post).ok;

/** Throws the refusal as an HttpError (401/403), for the write paths. */
export function requirePostPermission(
  user: User | null,
  action: PostAction,
  post?: Pick<Post, "authorId" | "status">,
): User {
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
  if (from === "pending" && to === "draft") return hasAccess(actor, "post:publish") ? "send_back" : "submit";
  return "submit";
}
