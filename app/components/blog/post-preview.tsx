import type { ReactNode } from "react";
import type { PostView } from "~/domain/blog/post-view.server";
import { PostArticle } from "./post-article";
import { PostHero } from "./post-hero";
import { SharingContext } from "./share-button";

type Props = { post: PostView; statusLabel: string; note: string; actions?: ReactNode };

/**
 * A post exactly as its public page will show it (the same hero and article), under a banner that says it is a
 * preview. No Share (the address is not the post's), no Like (only published posts have one), no view counted.
 */
export function PostPreview({ post, statusLabel, note, actions }: Props) {
  return (
    <SharingContext.Provider value={false}>
      <section
        aria-labelledby="preview-banner-title"
        className="border-b-4 border-accent-500 bg-accent-400 text-slate-900"
      >
        <div className="container-page flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <p className="flex-1 basis-60">
            <strong id="preview-banner-title" className="block text-base">
              Preview — not published
            </strong>
            <span className="text-sm">
              Status: {statusLabel}. {note}
            </span>
          </p>
          {actions}
        </div>
      </section>
      <PostHero key={post.id} post={post} liked={false} signedIn={false} />
      <PostArticle post={post} />
    </SharingContext.Provider>
  );
}
