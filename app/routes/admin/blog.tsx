import { Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { DeletePostDialog } from "~/components/admin/delete-post-dialog";
import { PostFilters } from "~/components/admin/post-filters";
import { PostTable } from "~/components/admin/post-table";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { backWithin, requirePageUser } from "~/domain/auth/access.server";
import { deletePost } from "~/domain/blog/post-writes.server";
import { HttpError } from "~/domain/platform/errors.server";
import { readForm } from "~/domain/platform/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/domain/platform/toast.server";
import { listHref, withParam } from "~/utils/pagination";
import { managementListing } from "~/domain/admin/post-management.server";
import type { Route } from "./+types/blog";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "writer");
  return managementListing(new URL(request.url), user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "writer");
  let back = "/admin/blog";
  try {
    const form = await readForm(request);
    back = backWithin(form.back, "/admin/blog");
    if (form.intent !== "delete") throw new HttpError(400, "Unknown action");
    deletePost(user, form.id);
  } catch (error) {
    if (error instanceof HttpError) return redirectWithError(back, error.message || "Failed to delete blog post");
    throw error;
  }
  return redirectWithSuccess(back, "Blog post deleted successfully");
}

export default function BlogManagement({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pages, filters, back, confirming } = loaderData;
  const deleteHref = (id: string) => withParam(back, "delete", id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Blog Posts</h1>
          <p className="text-slate-700">{total.toLocaleString("en")} {total === 1 ? "post" : "posts"}</p>
        </div>
        <Link to="/admin/blog/create" className="btn-primary min-h-11">New Post</Link>
      </div>
      <PostFilters filters={filters} />
      {posts.length === 0 ? (
        <p className="card text-center text-slate-700">No posts match these filters.</p>
      ) : (
        <PostTable posts={posts} deleteHref={deleteHref} />
      )}
      <BlogPagination page={page} pages={pages} hrefFor={(p) => listHref("/admin/blog", filters, p)} />
      {confirming ? <DeletePostDialog post={confirming} back={back} /> : null}
    </div>
  );
}

export const meta = () => [{ title: "Blog Posts · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to fetch blog posts" />;
}
