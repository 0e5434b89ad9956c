import { data, type HeadersFunction } from "react-router";
import { PageHero } from "~/components/page-hero";
import { CodeForm, PrivateAnswerView } from "~/components/questions/private-answer";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { STATIC_PAGE } from "~/utils/static-page";
import { answerAction, FORM_HEADERS } from "./ask.server";
import type { Route } from "./+types/ask-answer";

/**
 * /ask/answer: type the private code (issue 26). The empty form is the same for everyone, but like every page of
 * asking it is never stored (issue 34: Back after the quick exit asks the server again, and shows nothing typed).
 */
export function loader() {
  return data({ form: true }, { headers: FORM_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  return answerAction(request);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function AskAnswer({ actionData }: Route.ComponentProps) {
  const t = useT().ask.answer;
  return (
    <>
      <PageHero title={t.title} />
      <div className="container-page max-w-3xl py-10">
        {actionData?.ok ? (
          <PrivateAnswerView answer={actionData.answer} />
        ) : (
          <section aria-label={t.title} className="card">
            <p className="mb-4 text-slate-800">{t.intro}</p>
            <CodeForm error={actionData?.error} />
          </section>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).ask.answer;
  return pageMeta(matches, t.title, t.metaDescription, lang);
};

export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: () => true };
