import { CalendarIcon, ClockIcon, UserIcon } from "~/components/icons";
import type { PostView } from "~/domain/blog/post-view.server";
import { BackToBlog } from "./blog-states";
import { CategoryBadge } from "./category-badge";
import { PersonalLike } from "./like-button";
import { PostStats } from "./post-stats";
import { ShareButton } from "./share-button";
import { SaveOffline } from "~/components/offline/save-offline";
import { useT } from "~/i18n/use-language";
import { useContentLang } from "./language-badge";
import { PostTranslations, type PostTranslation } from "./post-translations";

type Props = { post: PostView; liked: boolean; signedIn: boolean; translations?: PostTranslation[] };

/** SPEC §2 detail hero: category, title, created date, author, views and likes; Like and Share. */
export function PostHero({ post, liked, signedIn, translations = [] }: Props) {
  const t = useT().blog;
  const contentLang = useContentLang(post.lang);
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <BackToBlog className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-50 hover:text-white hover:underline" />
        <div className="mt-6">
          <CategoryBadge name={post.category} onDark />
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl" lang={contentLang}>
          {post.title}
        </h1>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-brand-50">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="h-4 w-4" />
            <time dateTime={post.createdAt}>{post.createdLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserIcon className="h-4 w-4" />
            <span className="sr-only">{t.by} </span>
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="h-4 w-4" />
            {t.minRead(String(post.readTime))}
          </span>
          <PostStats views={post.views} likes={post.likes} likesOf={post.id} />
        </div>
        <PostTranslations translations={translations} />
        <div className="mt-6 flex flex-wrap gap-3">
          {post.status === "published" ? <PersonalLike postId={post.id} liked={liked} signedIn={signedIn} /> : null}
          <ShareButton url={post.url} title={post.title} text={post.seo.description} className="btn-ghost-light" />
          {post.status === "published" ? <SaveOffline /> : null}
        </div>
      </div>
    </section>
  );
}
