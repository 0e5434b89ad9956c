import { AdminError } from "~/components/admin/admin-error";
import { PostForm } from "~/components/admin/post-form";
import { PostHistoryLinks } from "~/components/admin/revision-links";
import { requirePageUser } from "~/domain/auth/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { postForEditing, savePostForm } from "./post-form.server";
import type { Route } from "./+types/blog-edit";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "writer");
  const post = postForEditing(user, params.id);
  return { ...post, canPublish: canOnPost(user, "publish") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "writer");
  postForEditing(user, params.id);
  return savePostForm(request, user, params.id);
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Blog Post</h1>
      <PostHistoryLinks postId={loaderData.id} />
      <PostForm key={loaderData.id} mode="edit" initial={loaderData.values} result={actionData} canPublish={loaderData.canPublish} draftKey={`post-draft:${loaderData.id}`} />
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.values.title ? `Edit: ${data.values.title}` : "Edit post"} · Admin` }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError forbiddenTitle="You may not edit this post" forbiddenText="Authors edit their own posts until they are published. Ask an editor if this post needs a change." />;
}
