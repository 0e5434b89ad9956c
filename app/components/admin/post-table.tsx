import { Link } from "react-router";
import { CategoryBadge } from "~/components/blog/category-badge";
import { PostImage } from "~/components/blog/post-image";
import type { ManagedPost } from "~/domain/admin/post-management.server";

type Props = { posts: ManagedPost[]; deleteHref: (id: string) => string };

function StatusChip({ status }: { status: string }) {
  const published = status === "published";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}>
      {published ? "Published" : "Draft"}
    </span>
  );
}

function Actions({ post, deleteHref }: { post: ManagedPost; deleteHref: Props["deleteHref"] }) {
  const link = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline";
  return (
    <div className="flex flex-wrap gap-1">
      <Link to={post.status === "published" ? `/blog/${post.id}` : `/blog/${post.id}/preview`} className={`${link} text-slate-800`} aria-label={`View ${post.title}`}>View</Link>
      {post.canEdit ? <Link to={`/admin/blog/edit/${post.id}`} className={`${link} text-brand-800`} aria-label={`Edit ${post.title}`}>Edit</Link> : null}
      {post.canDelete ? (
        <Link to={deleteHref(post.id)} preventScrollReset className={`${link} text-red-700`} aria-label={`Delete ${post.title}`}>Delete</Link>
      ) : null}
    </div>
  );
}

const Stats = ({ post }: { post: ManagedPost }) => (
  <span className="text-sm text-slate-700">{post.views.toLocaleString("en")} views · {post.likes.toLocaleString("en")} likes</span>
);

/** A table from md up; on a phone each post is a card with the same facts and actions (usable at 360 px). */
export function PostTable({ posts, deleteHref }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id} className="card flex gap-3 p-3">
            <PostImage image={post.image} alt="" sizes="64px" placeholder className="h-16 w-16 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{post.title}</p>
              <p className="text-sm text-slate-700">{post.author} · <time dateTime={post.date}>{post.dateLabel}</time></p>
              <div className="mt-1 flex flex-wrap items-center gap-2"><CategoryBadge name={post.category} /><StatusChip status={post.status} /></div>
              <Stats post={post} />
              <Actions post={post} deleteHref={deleteHref} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Blog posts</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>{["Post", "Category", "Status", "Stats", "Date", "Actions"].map((h) => <th key={h} scope="col" className="px-4 py-3">{h}</th>)}</tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {posts.map((post) => (
              <tr key={post.id}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <PostImage image={post.image} alt="" sizes="48px" placeholder className="h-12 w-12 shrink-0 rounded-lg object-cover" />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{post.title}</p>
                      <p className="text-slate-700">{post.author}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3"><CategoryBadge name={post.category} /></td>
                <td className="px-4 py-3"><StatusChip status={post.status} /></td>
                <td className="px-4 py-3 whitespace-nowrap"><Stats post={post} /></td>
                <td className="px-4 py-3 whitespace-nowrap"><time dateTime={post.date}>{post.dateLabel}</time></td>
                <td className="px-4 py-3"><Actions post={post} deleteHref={deleteHref} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
