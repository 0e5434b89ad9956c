import { AdminError } from "~/components/admin/admin-error";
import { EMPTY_POST, PostForm } from "~/components/admin/post-form";
import { requirePageUser } from "~/domain/auth/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { savePostForm } from "./post-form.server";
import type { Route } from "./+types/blog-create";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "writer");
  return { canPublish: canOnPost(user, "publish") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return savePostForm(request, requirePageUser(request, context, "writer"));
}

export default function CreatePost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Create New Blog Post</h1>
      <PostForm mode="create" initial={EMPTY_POST} result={actionData} canPublish={loaderData.canPublish} draftKey="post-draft:new" />
    </div>
  );
}

export const meta = () => [{ title: "Create New Blog Post · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
