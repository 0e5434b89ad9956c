import { Link } from "react-router";
import { useT } from "~/i18n/use-language";
import { PersonalSlot } from "~/components/personal-slot";
import { PencilIcon } from "~/components/icons";

/** "Edit post" above a post, for those the edit page would let in: a personal part (docs/decisions/031). */
export function PostTools({ postId, canEdit }: { postId: string; canEdit: boolean }) {
  const t = useT().blog;
  return (
    <PersonalSlot name={`post-tools:${postId}`}>
      {canEdit ? (
        <nav aria-label={t.postTools} className="border-b border-slate-200 bg-slate-50">
          <div className="container-page flex max-w-3xl justify-end py-1">
            <Link
              to={`/admin/blog/edit/${postId}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 underline hover:bg-white"
            >
              <PencilIcon className="h-4 w-4" />
              {t.editPost}
            </Link>
          </div>
        </nav>
      ) : null}
    </PersonalSlot>
  );
}
