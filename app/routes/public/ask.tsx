import type { HeadersFunction } from "react-router";
import { PageHero } from "~/components/page-hero";
import { AskForm } from "~/components/questions/ask-form";
import { AskSentView, EmergencyNote } from "~/components/questions/ask-sent";
import { HelpLinesList } from "~/components/questions/help-lines-list";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta, settingsOf } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { STATIC_PAGE } from "~/utils/static-page";
import { askAction, askPage } from "./ask.server";
import type { Route } from "./+types/ask";

// Issue 34: the form carries a one-time token and is never stored (ask.server.ts FORM_HEADERS), so no guest cache;
// what a POST answers is one person's: never stored either (PRIVATE_HEADERS).
export async function loader() {
  return askPage();
}

export async function action({ request }: Route.ActionArgs) {
  return askAction(request);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";

/** Issue 34: the way back to an answer asked for privately. */
function ReadMyAnswer() {
  const t = useT().ask.links;
  const lp = useLocalePath();
  return (
    <p className="rounded-lg bg-brand-50 px-3 py-2">
      {t.readAnswerHint}{" "}
      <a href={lp("/ask/answer")} className={link} data-read-answer="">
        {t.readAnswer}
      </a>
    </p>
  );
}

function About() {
  const t = useT().ask.about;
  const help = useT().pages.helpBox;
  const noSms = useT().sms.askPrivacy;
  const lp = useLocalePath();
  return (
    <section aria-labelledby="about-title" className="card space-y-3 text-slate-800">
      <h2 id="about-title" className="section-title">
        {t.title}
      </h2>
      <ReadMyAnswer />
      <p>{t.who}</p>
      <p>{t.kept}</p>
      <p>{t.email}</p>
      {/* Issue 38: never an SMS about a question, whether or not the site texts anything else. */}
      <p data-no-sms="">{noSms}</p>
      <p>{t.noCookie}</p>
      <p>{t.dataRights}</p>
      <div id="help-lines" className="scroll-mt-20 pt-2">
        <h3 className="text-lg font-bold text-slate-900">{help.title}</h3>
        <HelpLinesList />
        <p className="mt-3 text-sm">{help.clearHistory}</p>
      </div>
      <p>
        <a href={lp("/questions")} className={link}>
          {t.library}
        </a>
      </p>
    </section>
  );
}

export default function Ask({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().ask;
  if (actionData?.ok) return <AskSentView receipt={actionData.receipt} answerLink={actionData.link} />;
  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <EmergencyNote />
          <section id="ask-form" aria-labelledby="ask-form-title" className="card scroll-mt-20">
            <h2 id="ask-form-title" className="section-title mb-4">
              {t.form.title}
            </h2>
            <AskForm
              honeypot={loaderData.honeypot}
              submissionToken={loaderData.submissionToken}
              result={actionData && !actionData.ok ? actionData : undefined}
            />
          </section>
        </div>
        <About />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).ask;
  return pageMeta(matches, t.title, t.metaDescription(settingsOf(matches).identity.name), lang);
};

// Served as HTML and CSS with the enhancement module (docs/decisions/020); every page of asking has the quick exit.
export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: () => true };
