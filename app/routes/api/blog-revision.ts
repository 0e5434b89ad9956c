import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { getRevision, revisionJson } from "~/domain/blog/revisions.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/blog-revision";

/**
 * GET /api/blog/:id/revisions/:revisionId → the revision's fields and `changes`: field by field, runs of
 * "same" / "removed" (only in the revision) / "added" (only in the post now).
 */
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) => {
  const { revision, changes, identical, formattingChanged } = getRevision(
    getCurrentUser(context),
    params.id,
    params.revisionId,
  );
  return Response.json({
    success: true,
    data: {
      ...revisionJson(revision),
      excerpt: revision.excerpt,
      content: revision.content,
      tags: revision.tags,
      category: revision.category,
      featuredImageAlt: revision.featuredImageAlt,
      featuredImageCaption: revision.featuredImageCaption,
    },
    comparison: { identical, formattingChanged, changes },
  });
});

export const action = apiHandler(() => methodNotAllowed(["GET"]));
