import { Form, Link, useNavigation } from "react-router";
import { ServerDialog } from "./server-dialog";

type Props = { post: { id: string; title: string }; back: string };

/** SPEC §2's confirmation before a post is deleted. */
export function DeletePostDialog({ post, back }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <ServerDialog title="Delete post" titleId="delete-title" role="alertdialog" describedBy="delete-text">
      <p id="delete-text" className="mt-2 text-slate-700">Are you sure you want to delete the post? This action cannot be undone.</p>
      <p className="mt-2 font-medium text-slate-900">“{post.title}”</p>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={post.id} />
        <input type="hidden" name="back" value={back} />
        <Link data-autofocus to={back} className="btn-outline min-h-11" preventScrollReset>Cancel</Link>
        <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
          {busy ? "Deleting…" : "Delete"}
        </button>
      </Form>
    </ServerDialog>
  );
}
