import { data, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { PreviewLinksPanel } from "~/components/admin/preview-links-panel";
import { RevisionCompare } from "~/components/admin/revision-compare";
import { RevisionList } from "~/components/admin/revision-list";
import { RevisionRestoreDialog } from "~/components/admin/revision-restore-dialog";
import { REVISION_KIND_LABELS } from "~/components/admin/revision-time";
import { requirePageUser } from "~/server/web/access.server";
import { historyAction, historyPage } from "./post-history.server";
import type { Route } from "./+types/post-history";

/**
 * /admin/blog/history/:id: a post's revisions (who, when, what), one compared with the post now (?compare=),
 * Restore after one confirmation (?compare=…&restore=1, a plain form), and the preview links for those who may share them (`post:share`).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "post:create");
  return historyPage(user, params.id, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "post:create");
  const result = await historyAction(request, user, params.id);
  return result instanceof Response ? result : data(result);
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, selected, comparison, confirming, canRestore, canEdit, links, canShare, base } = loaderData;
  const hrefFor = (id: string) => `${base}?compare=${encodeURIComponent(id)}#compare-title`;
  const selectedLabel = selected
    ? `${REVISION_KIND_LABELS[selected.kind] ?? selected.kind} by ${selected.actorName}, ${selected.when}`
    : "";
  const link =
    "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50";
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 break-words">History: {post.title}</h1>
        <nav aria-label="Post" className="mt-2 flex flex-wrap gap-x-2">
          {canEdit ? (
            <Link to={`/admin/blog/edit/${post.id}`} className={link}>
              Edit post
            </Link>
          ) : null}
          <Link to={post.status === "published" ? `/blog/${post.id}` : `/blog/${post.id}/preview`} className={link}>
            {post.status === "published" ? "View post" : "Preview"}
          </Link>
          <Link to="/admin/blog" className={link}>
            Back to blog posts
          </Link>
        </nav>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="revisions-title" className="space-y-3">
          <h2 id="revisions-title" className="text-lg font-bold text-slate-900">
            Revisions ({revisions.length})
          </h2>
          <p className="text-sm text-slate-700">The last 25 saves, publications and autosaves, newest first.</p>
          <RevisionList revisions={revisions} selected={selected?.id ?? null} hrefFor={hrefFor} />
        </section>
        <div className="space-y-6">
          {selected && comparison ? (
            <RevisionCompare heading={`Compared with the post now: ${selectedLabel}`} {...comparison}>
              {canRestore && !comparison.identical ? (
                <Link
                  to={`${base}?compare=${encodeURIComponent(selected.id)}&restore=1`}
                  preventScrollReset
                  className="btn-primary mt-6 min-h-11"
                >
                  Restore this version
                </Link>
              ) : null}
              {!canRestore ? (
                <p className="mt-4 text-sm text-slate-700">Only an editor can restore a published post.</p>
              ) : null}
            </RevisionCompare>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              Choose “Compare with current” on a revision to see what changed since.
            </p>
          )}
          {canShare ? (
            <PreviewLinksPanel
              links={links}
              newLink={actionData && "newLink" in actionData ? actionData.newLink : null}
              canManage={canShare}
            />
          ) : null}
        </div>
      </div>
      {confirming && selected ? (
        <RevisionRestoreDialog
          revisionId={selected.id}
          label={selectedLabel}
          status={post.statusLabel}
          cancelHref={hrefFor(selected.id)}
        />
      ) : null}
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.post.title ? `History: ${data.post.title}` : "Post history"} · Admin` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AdminError />;
}
