import { PageHero } from "~/components/page-hero";
import { CodeForm, PrivateAnswerView } from "~/components/questions/private-answer";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { STATIC_PAGE } from "~/utils/static-page";
import { answerByLink, PRIVATE_HEADERS } from "./ask.server";
import type { Route } from "./+types/ask-answer-code";

/**
 * /ask/answer/<code>: the link shown once after asking opens the answer at once. The code is in the address, so
 * the page is never stored, indexed or named in a Referer, and the request log masks `:code` (secret-paths.ts).
 * A wrong or expired code shows the form, with the same words as a wrong typed code.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return answerByLink(request, params.code);
}

export const headers = () => PRIVATE_HEADERS;

export default function AskAnswerCode({ loaderData }: Route.ComponentProps) {
  const t = useT().ask.answer;
  return (
    <>
      <PageHero title={t.title} />
      <div className="container-page max-w-3xl py-10">
        {loaderData.ok ? (
          <PrivateAnswerView answer={loaderData.answer} />
        ) : (
          <section aria-label={t.title} className="card">
            <p className="mb-4 text-slate-800">{t.intro}</p>
            <CodeForm error={loaderData.error} />
          </section>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).ask.answer;
  return [
    ...pageMeta(matches, t.title, t.metaDescription, lang),
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: () => true };
