import { data } from "react-router";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { activePreviewLinks, createPreviewLink, revokePreviewLink } from "~/domain/blog/previews.server";
import { getRevision, listRevisions, restoreRevision, type RevisionSummary } from "~/domain/blog/revisions.server";
import { hasAccess } from "~/domain/auth/access.server";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { env } from "~/platform/ops/env.server";
import { HttpError, toHttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { msg } from "~/i18n/message";

const TITLES: Record<number, string> = { 403: "You may not see this post’s history", 404: "Blog Post Not Found" };

/** A domain refusal as the admin error page (AdminError shows status, title and message). */
function asPage<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof HttpError)
      throw data(error.message, {
        status: error.status,
        statusText: TITLES[error.status] ?? "Could not load this page",
      });
    throw error;
  }
}

const item = (r: RevisionSummary, date: SiteDates) => ({
  id: r.id,
  kind: r.kind,
  actorName: r.actorName,
  when: date(r.createdAt, "withTime"),
  iso: r.createdAt.toISOString(),
});

/** Everything the history page shows, from the URL: ?compare=<revision> and &restore=1 (the confirmation). */
export function historyPage(user: User, id: string | undefined, url: URL) {
  const { post, revisions } = asPage(() => listRevisions(user, id));
  const date = siteDates();
  const compareId = url.searchParams.get("compare");
  let selected = null;
  let comparison = null;
  if (compareId) {
    const found = asPage(() => {
      try {
        return getRevision(user, post.id, compareId);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404)
          throw new HttpError(404, "That revision does not exist (a post keeps its last 25).");
        throw error;
      }
    });
    selected = item(found.revision, date);
    comparison = { changes: found.changes, identical: found.identical, formattingChanged: found.formattingChanged };
  }
  const canRestore = canOnPost(user, "edit", post);
  const canShare = hasAccess(user, "post:share");
  return {
    post: { id: post.id, title: post.title, status: post.status, statusLabel: POST_STATUS_LABELS[post.status] },
    revisions: revisions.map((r) => item(r, date)),
    selected,
    comparison,
    confirming: url.searchParams.get("restore") === "1" && canRestore && !!comparison && !comparison.identical,
    canRestore,
    canEdit: canRestore,
    canShare,
    links: canShare
      ? activePreviewLinks(post.id).map((l) => ({
          id: l.id,
          createdByName: l.createdByName,
          created: date(l.createdAt, "withTime"),
          expires: date(l.expiresAt, "withTime"),
        }))
      : [],
    base: `/admin/blog/history/${post.id}`,
  };
}

/** Restore, create a preview link, revoke one: one domain call each; refusals come back as a toast. */
export async function historyAction(
  request: Request,
  user: User,
  id: string | undefined,
): Promise<Response | { newLink: string }> {
  const base = `/admin/blog/history/${encodeURIComponent(id ?? "")}`;
  try {
    const form = await readForm(request);
    switch (form.intent) {
      case "restore": {
        const { revision, changed } = restoreRevision(user, id, form.revisionId);
        const when = siteDates()(revision.createdAt, "withTime");
        return redirectWithSuccess(
          base,
          changed ? `Restored the version from ${when}` : `The post already matches the version from ${when}`,
        );
      }
      case "create-link": {
        const { path } = createPreviewLink(user, id);
        return { newLink: `${env.APP_URL}${path}` };
      }
      case "revoke-link":
        revokePreviewLink(user, id, form.linkId);
        return redirectWithSuccess(base, "Preview link revoked: it no longer works");
      default:
        throw new HttpError(400, msg("unknownAction"));
    }
  } catch (error) {
    const known = toHttpError(error);
    if (!known) throw error;
    return redirectWithError(base, known.message);
  }
}
