import { data, Link } from "react-router";
import { formatCount } from "~/utils/post-display";
import { AdminError } from "~/components/admin/admin-error";
import { DeletePostDialog } from "~/components/admin/delete-post-dialog";
import { BulkConfirmDialog, BulkForm, BulkResultPanel, type BulkAnswer } from "~/components/admin/post-bulk";
import { PostFilters } from "~/components/admin/post-filters";
import { PostTable } from "~/components/admin/post-table";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { backWithin } from "~/domain/auth/access.server";
import { requirePageUser } from "~/server/web/access.server";
import { bulkPosts } from "~/domain/blog/post-bulk.server";
import { deletePost } from "~/domain/blog/post-writes.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readFormData } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { listHref, withParam } from "~/utils/pagination";
import { bulkConfirmation, managementListing, readBulkForm } from "./blog.server";
import { userHasPermission } from "~/domain/people/permissions";
import { useCurrentUser } from "~/ui/root-data";
import type { Route } from "./+types/blog";
import { msg } from "~/i18n/message";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "post:create");
  return managementListing(new URL(request.url), user);
}

/** Delete one post (after its dialog), or a batch in two steps: "bulk" asks (the confirmation), "bulk-confirm" does it. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "post:create");
  let back = "/admin/blog";
  let intent: unknown = "";
  try {
    const form = await readFormData(request);
    back = backWithin(form.get("back"), "/admin/blog");
    intent = form.get("intent");
    if (intent === "bulk") return { confirm: bulkConfirmation(user, form) };
    if (intent === "bulk-confirm") return { result: await bulkPosts(user, readBulkForm(form)) };
    if (intent !== "delete") throw new HttpError(400, msg("unknownAction"));
    deletePost(user, String(form.get("id") ?? ""));
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    if (intent === "bulk" || intent === "bulk-confirm") return data({ error: known.message }, { status: known.status });
    return redirectWithError(back, known.message || "Failed to delete blog post");
  }
  return redirectWithSuccess(back, "Blog post deleted successfully");
}

function NoPosts({ filtered, ownOnly }: { filtered: boolean; ownOnly: boolean }) {
  if (filtered) return <p className="card text-center text-slate-700">No posts match these filters.</p>;
  return (
    <div className="card space-y-3 text-center">
      <p className="text-slate-800">{ownOnly ? "You have not written any posts yet." : "There are no posts yet."}</p>
      <Link to="/admin/blog/create" className="btn-primary min-h-11">
        New Post
      </Link>
    </div>
  );
}

export default function BlogManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, total, page, pages, filters, back, confirming, filtered } = loaderData;
  const viewer = useCurrentUser();
  // Bulk publish/unpublish/delete is for those who may publish; the server checks each post anyway.
  const canBulk = userHasPermission(viewer, "post:publish");
  // Those who may not read every post (authors) see a list of their own.
  const ownOnly = !userHasPermission(viewer, "post:read:any");
  const deleteHref = (id: string) => withParam(back, "delete", id);
  const answer: BulkAnswer = actionData ?? {};
  const table = <PostTable posts={posts} deleteHref={deleteHref} selectable={canBulk} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Blog Posts</h1>
          <p className="text-slate-700">
            {formatCount(total)} {total === 1 ? "post" : "posts"}
          </p>
        </div>
        <Link to="/admin/blog/create" className="btn-primary min-h-11">
          New Post
        </Link>
      </div>
      <PostFilters filters={filters} />
      {answer.result ? <BulkResultPanel result={answer.result} /> : null}
      {posts.length === 0 ? (
        <NoPosts filtered={filtered || page > 1} ownOnly={ownOnly} />
      ) : canBulk ? (
        <BulkForm pageIds={posts.map((p) => p.id)} back={back} error={answer.error}>
          {table}
        </BulkForm>
      ) : (
        table
      )}
      <BlogPagination page={page} pages={pages} hrefFor={(p) => listHref("/admin/blog", filters, p)} />
      {confirming ? <DeletePostDialog post={confirming} back={back} /> : null}
      {answer.confirm ? (
        <BulkConfirmDialog action={answer.confirm.action} posts={answer.confirm.posts} back={back} />
      ) : null}
    </div>
  );
}

export const meta = () => [{ title: "Blog Posts · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to fetch blog posts" />;
}
