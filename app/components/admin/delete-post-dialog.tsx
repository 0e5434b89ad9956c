import { ConfirmDeleteDialog } from "./server-dialog";

/** SPEC §2's confirmation before a post is deleted. */
export function DeletePostDialog({ post, back }: { post: { id: string; title: string }; back: string }) {
  return (
    <ConfirmDeleteDialog
      title="Delete post"
      titleId="delete-title"
      question="Are you sure you want to delete the post? This action cannot be undone."
      id={post.id}
      back={back}
    >
      <p className="mt-2 font-medium text-slate-900">“{post.title}”</p>
    </ConfirmDeleteDialog>
  );
}
