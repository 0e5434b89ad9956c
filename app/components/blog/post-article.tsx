import type { PostView } from "~/domain/blog/post-view.server";
import { BackToBlog } from "./blog-states";
import { HelpBox } from "./help-box";
import { PostImage } from "./post-image";
import { ShareLinks } from "./share-links";
import { useLang, useT } from "~/i18n/use-language";
import { useContentLang } from "./language-badge";
import { useDataSaver } from "~/ui/root-data";
import { withPlaceholders } from "~/platform/offline/placeholders";
import { usePicturePage } from "~/components/offline/tap-to-load";

/** Featured image, excerpt, the sanitised content, tags with "#", share links and the way back. */
export function PostArticle({ post }: { post: PostView }) {
  const t = useT().blog;
  // The interface stays in the page's language; the post's own words carry theirs (a Kinyarwanda post on /blog).
  const contentLang = useContentLang(post.lang);
  const pageLang = useLang();
  const dataSaver = useDataSaver();
  const showPicture = useT().offline.showPicture;
  const picturePage = usePicturePage();
  // The parts of the interface inside the article are in the page's language again.
  const ui = contentLang ? pageLang : undefined;
  return (
    <article className="container-page max-w-3xl py-10" lang={contentLang}>
      {post.image ? (
        <figure className="mb-8">
          <PostImage
            image={post.image}
            alt={post.imageAlt}
            sizes="(min-width: 768px) 720px, 92vw"
            priority
            className="h-auto w-full rounded-2xl object-cover shadow-sm"
          />
          {post.imageCaption ? (
            <figcaption className="mt-2 text-sm text-slate-600">{post.imageCaption}</figcaption>
          ) : null}
        </figure>
      ) : null}
      {post.excerpt ? (
        <p className="mb-8 border-l-4 border-accent-400 pl-4 text-lg text-slate-700 sm:text-xl">{post.excerpt}</p>
      ) : null}
      {post.contentHtml ? (
        // Sanitised on the server (post-content.server.ts): only the editor's tags, no scripts, handlers or unsafe URLs.
        // With the data saver on, its pictures are placeholders that load on a tap (issue 27).
        <div
          className="prose-post"
          dangerouslySetInnerHTML={{
            __html: dataSaver ? withPlaceholders(post.contentHtml, showPicture, picturePage) : post.contentHtml,
          }}
        />
      ) : (
        <p lang={ui} className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700">
          {t.noContent}
        </p>
      )}
      {post.helpBox ? (
        <div lang={ui}>
          <HelpBox />
        </div>
      ) : null}
      {post.tags.length > 0 ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t.tags}>
          {post.tags.map((tag, i) => (
            <li key={`${i}:${tag}`} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div lang={ui}>
        <ShareLinks url={post.url} title={post.title} />
      </div>
      <div className="mt-10" lang={ui}>
        <BackToBlog className="btn-outline min-h-11" />
      </div>
    </article>
  );
}
