import { Link } from "react-router";
import { ArrowRightIcon, CalendarIcon, ClockIcon } from "~/components/icons";
import type { PostCard } from "~/domain/blog/post-json.server";
import { useLocalePath, useT } from "~/i18n/use-language";
import { CategoryBadge } from "./category-badge";
import { LanguageBadge, useContentLang } from "./language-badge";
import { PostImage } from "./post-image";
import { PostStats } from "./post-stats";

/** The Featured Article card (SPEC §2): image, category, read time, title, excerpt, created date, counts, link. */
export function FeaturedPostCard({ post }: { post: PostCard }) {
  const t = useT();
  const lp = useLocalePath();
  const contentLang = useContentLang(post.lang);
  const href = lp(`/blog/${post.id}`);
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-md lg:grid-cols-2">
      <PostImage
        image={post.image}
        alt=""
        sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 92vw"
        priority
        placeholder
        className="aspect-[16/9] h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge name={post.category} />
          <LanguageBadge lang={post.lang} />
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" />
            {t.blog.minRead(String(post.readTime))}
          </span>
        </div>
        <h3 className="mt-4 text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl" lang={contentLang}>
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? (
          <p className="mt-3 text-slate-700 sm:text-lg" lang={contentLang}>
            {post.excerpt}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-4 w-4" />
            <time dateTime={post.createdAt}>{post.createdLabel}</time>
          </span>
          <PostStats views={post.views} likes={post.likes} />
        </div>
        <div className="mt-6">
          <Link to={href} className="btn-primary" aria-label={t.blog.readFullArticleOf(post.title)}>
            {t.blog.readFullArticle} <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
