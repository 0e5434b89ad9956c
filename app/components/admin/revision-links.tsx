import { Link } from "react-router";

/** The edit page's way to the post's history (compare, restore) and its preview (and preview links). */
export function PostHistoryLinks({ postId }: { postId: string }) {
  const link =
    "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50";
  return (
    <nav aria-label="Post history and preview" className="-mt-4 mb-4 flex flex-wrap gap-x-2">
      <Link to={`/admin/blog/history/${postId}`} className={link}>
        History and preview links
      </Link>
      <Link to={`/blog/${postId}/preview`} className={link}>
        Preview
      </Link>
    </nav>
  );
}
