import { shareLinks } from "~/utils/share-links";
import { useT } from "~/i18n/use-language";
import { useSharing } from "./share-button";

/** Plain links to share the article; they need no JavaScript and no third-party script on our page. */
export function ShareLinks({ url, title, heading }: { url: string; title: string; heading?: string }) {
  const t = useT().blog;
  if (!useSharing()) return null;
  return (
    <section id="share" aria-labelledby="share-title" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="share-title" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {heading ?? t.shareThisArticle}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title, t.shareByEmail).map((link) => {
          const web = link.href.startsWith("https:");
          return (
            <li key={link.name}>
              <a
                href={link.href}
                {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.name}
                {web ? <span className="sr-only"> {t.opensInNewTab}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
