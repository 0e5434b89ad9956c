import { AdminError } from "~/components/admin/admin-error";
import { EMPTY_POST, PostForm } from "~/components/admin/post-form";
import { requirePageUser } from "~/server/web/access.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { postForTranslation, savePostForm } from "./post-form.server";
import type { Route } from "./+types/blog-create";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "post:create");
  const url = new URL(request.url);
  // ?translate=<id>&lang=rw: a translation of that post, prefilled (issue 17).
  const translate = url.searchParams.get("translate");
  const translation = translate ? postForTranslation(user, translate, url.searchParams.get("lang")) : null;
  return { canPublish: canOnPost(user, "publish"), translation };
}

export async function action({ request, context }: Route.ActionArgs) {
  return savePostForm(request, requirePageUser(request, context, "post:create"));
}

export default function CreatePost({ loaderData, actionData }: Route.ComponentProps) {
  const { translation } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        {translation ? "Translate Blog Post" : "Create New Blog Post"}
      </h1>
      {translation ? (
        <p className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800">
          A translation of <strong>{translation.source.title}</strong>. The form starts from it: choose the language,
          then rewrite the title, excerpt, content, tags and alt text in it.
        </p>
      ) : null}
      <PostForm
        key={translation ? `${translation.source.id}:${translation.values.lang}` : "new"}
        mode="create"
        initial={translation?.values ?? EMPTY_POST}
        result={actionData}
        canPublish={loaderData.canPublish}
        draftKey={translation ? `post-draft:translate:${translation.source.id}` : "post-draft:new"}
      />
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.translation ? "Translate Blog Post" : "Create New Blog Post"} · Admin` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The post form sends its featured image with it (without JavaScript). The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
