import { data } from "react-router";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { readPictureQuery } from "~/platform/offline/picture-page";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/picture";

/**
 * /picture (issue 35): a data saver's picture, opened without JavaScript, inside the site: the picture, its alt
 * text and a way back to the page it was on. Not kept by the guest cache (its address carries the reader's page).
 */
export function loader({ request }: Route.LoaderArgs) {
  const picture = readPictureQuery(new URL(request.url).searchParams);
  if (!picture) throw data("Not a picture of this site", { status: 400 });
  return picture;
}

export default function Picture({ loaderData }: Route.ComponentProps) {
  const t = useT().offline;
  const { src, alt, back } = loaderData;
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t.pictureTitle}</h1>
      <figure className="mt-4">
        {/* The alt text was written once, in English, like the picture's (the admin area's language). */}
        <img src={src} alt={alt} lang="en" className="h-auto w-full rounded-xl bg-slate-200" />
        {alt ? (
          <figcaption className="mt-2 text-sm text-slate-700" lang="en">
            {alt}
          </figcaption>
        ) : null}
      </figure>
      <a href={back} className="btn-primary mt-6 inline-flex min-h-11 items-center">
        {t.pictureBack}
      </a>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const { offline } = t(lang);
  return [
    ...pageMeta(matches, offline.pictureTitle, offline.dataSaverHelp, lang),
    { name: "robots", content: "noindex" },
  ];
};

export const handle = STATIC_PAGE;
