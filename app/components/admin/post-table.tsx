import { Link } from "react-router";
import { formatCount } from "~/utils/post-display";
import { CategoryBadge } from "~/components/blog/category-badge";
import { PostImage } from "~/components/blog/post-image";
import type { ManagedPost } from "~/routes/admin/blog.server";
import type { PostStatus } from "~/domain/blog/schema";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { SelectPost } from "./post-bulk";

type Props = { posts: ManagedPost[]; deleteHref: (id: string) => string; selectable?: boolean };

const CHIP: Record<PostStatus, string> = {
  published: "bg-green-100 text-green-900",
  draft: "bg-amber-100 text-amber-900",
  pending: "bg-violet-100 text-violet-900",
  scheduled: "bg-sky-100 text-sky-900",
};

export function StatusChip({ status }: { status: string }) {
  const known = (status in POST_STATUS_LABELS ? status : "draft") as PostStatus;
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP[known]}`}>
      {POST_STATUS_LABELS[known]}
    </span>
  );
}

function Actions({ post, deleteHref }: { post: ManagedPost; deleteHref: Props["deleteHref"] }) {
  const link =
    "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline";
  return (
    <div className="flex flex-wrap gap-1 md:flex-nowrap">
      <Link
        to={post.status === "published" ? `/blog/${post.id}` : `/blog/${post.id}/preview`}
        className={`${link} text-slate-800`}
        aria-label={`View ${post.title}`}
      >
        View
      </Link>
      {post.canEdit ? (
        <Link to={`/admin/blog/edit/${post.id}`} className={`${link} text-brand-800`} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
      ) : null}
      {post.canDelete ? (
        <Link
          to={deleteHref(post.id)}
          preventScrollReset
          className={`${link} text-red-700`}
          aria-label={`Delete ${post.title}`}
        >
          Delete
        </Link>
      ) : null}
    </div>
  );
}

const Stats = ({ post }: { post: ManagedPost }) => (
  <span className="text-sm text-slate-700">
    {formatCount(post.views)} views · {formatCount(post.likes)} likes
  </span>
);

// The <picture> is the flex item, not the <img>: a fixed box keeps the thumbnail square beside a long title.
const Thumb = ({ post, size }: { post: ManagedPost; size: "h-12 w-12" | "h-16 w-16" }) => (
  <div className={`${size} shrink-0 overflow-hidden rounded-lg`}>
    <PostImage
      image={post.image}
      alt=""
      sizes={size === "h-12 w-12" ? "48px" : "64px"}
      placeholder
      className="h-full w-full object-cover"
    />
  </div>
);

/** A table from md up; on a phone each post is a card with the same facts and actions (usable at 360 px). */
export function PostTable({ posts, deleteHref, selectable = false }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id} className="card p-3">
            <div className="flex gap-3">
              {selectable ? (
                <div className="-ml-2 -mt-2">
                  <SelectPost id={post.id} title={post.title} copy="card" />
                </div>
              ) : null}
              <Thumb post={post} size="h-16 w-16" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{post.title}</p>
                <p className="text-sm text-slate-700">
                  {post.author} · <time dateTime={post.date}>{post.dateLabel}</time>
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <CategoryBadge name={post.category} />
                  <StatusChip status={post.status} />
                </div>
                <Stats post={post} />
              </div>
            </div>
            <div className="mt-1 flex justify-end border-t border-slate-100 pt-1">
              <Actions post={post} deleteHref={deleteHref} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Blog posts</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {selectable ? (
                <th scope="col" className="w-12 px-2 py-3">
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {["Post", "Category", "Status", "Stats", "Date", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {posts.map((post) => (
              <tr key={post.id}>
                {selectable ? (
                  <td className="px-2 py-3">
                    <SelectPost id={post.id} title={post.title} copy="row" />
                  </td>
                ) : null}
                <td className="min-w-64 px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Thumb post={post} size="h-12 w-12" />
                    <div className="min-w-0">
                      <p className="break-words font-semibold text-slate-900">{post.title}</p>
                      <p className="text-slate-700">{post.author}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <CategoryBadge name={post.category} />
                </td>
                <td className="px-4 py-3">
                  <StatusChip status={post.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <Stats post={post} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={post.date}>{post.dateLabel}</time>
                </td>
                <td className="px-4 py-3">
                  <Actions post={post} deleteHref={deleteHref} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
