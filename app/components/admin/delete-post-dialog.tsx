import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

type Props = { post: { id: string; title: string }; back: string };

/**
 * SPEC §2's confirmation, rendered by the server from `?delete=<id>`: the same markup works without JavaScript
 * (a link opens it, a form confirms) and with it (client navigation, focus moved into the dialog).
 */
export function DeletePostDialog({ post, back }: Props) {
  const cancel = useRef<HTMLAnchorElement>(null);
  const busy = useNavigation().state === "submitting";
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <section role="alertdialog" aria-modal="true" aria-labelledby="delete-title" aria-describedby="delete-text" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="delete-title" className="text-lg font-bold text-slate-900">Delete post</h2>
        <p id="delete-text" className="mt-2 text-slate-700">Are you sure you want to delete the post? This action cannot be undone.</p>
        <p className="mt-2 font-medium text-slate-900">“{post.title}”</p>
        <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="back" value={back} />
          <Link ref={cancel} to={back} className="btn-outline min-h-11" preventScrollReset>Cancel</Link>
          <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </button>
        </Form>
      </section>
    </div>
  );
}
