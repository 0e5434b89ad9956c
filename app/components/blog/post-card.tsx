import { Link } from "react-router";
import { ArrowRightIcon, CalendarIcon, ClockIcon } from "~/components/icons";
import type { PostCard as Card } from "~/domain/blog/post-json.server";
import { useLocalePath, useT } from "~/i18n/use-language";
import { CategoryBadge } from "./category-badge";
import { LanguageBadge, useContentLang } from "./language-badge";
import { PostImage } from "./post-image";
import { PostStats } from "./post-stats";

const GRID_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

/** A Latest Articles card (SPEC §2): image, category, published-or-created date, read time, title, excerpt, counts. */
export function PostCard({ post }: { post: Card }) {
  const t = useT();
  const lp = useLocalePath();
  const contentLang = useContentLang(post.lang);
  const href = lp(`/blog/${post.id}`);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostImage
        image={post.image}
        alt=""
        sizes={GRID_SIZES}
        placeholder
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-600">
          <CategoryBadge name={post.category} />
          <LanguageBadge lang={post.lang} />
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-3.5 w-3.5" />
            <time dateTime={post.shownAt}>{post.shownLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5" />
            {t.blog.minRead(String(post.readTime))}
          </span>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900" lang={contentLang}>
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? (
          <p className="mt-2 line-clamp-3 text-sm text-slate-700" lang={contentLang}>
            {post.excerpt}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-sm text-slate-600">
          <PostStats views={post.views} likes={post.likes} />
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {/* The title as hidden text, not aria-label: the link's own text then says where it goes (Lighthouse's
                link-text audit and search engines read text, not aria-label); the name stays "Read More: <title>". */}
            {t.blog.readMore}
            <span className="sr-only">
              : <span lang={contentLang}>{post.title}</span>
            </span>{" "}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
