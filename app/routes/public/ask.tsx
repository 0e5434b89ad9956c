import type { HeadersFunction } from "react-router";
import { PageHero } from "~/components/page-hero";
import { AskForm } from "~/components/questions/ask-form";
import { DangerHelp, HelpLinesList } from "~/components/questions/help-lines-list";
import { helpLines } from "~/content/help-lines";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { guestPage, NO_QUERY_SPLICE } from "~/platform/cache/guest-page.server";
import { pageMeta, settingsOf } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { STATIC_PAGE } from "~/utils/static-page";
import { askAction, askPage, type AskSent } from "./ask.server";
import type { Route } from "./+types/ask";

// The form is the same for every guest (its trap included): the guest cache may keep it. What a POST answers is
// one person's: never stored (ask.server.ts PRIVATE_HEADERS).
export async function loader({ context }: Route.LoaderArgs) {
  guestPage(context, NO_QUERY_SPLICE);
  return askPage();
}

export async function action({ request }: Route.ActionArgs) {
  return askAction(request);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";

function EmergencyNote() {
  const t = useT().ask.emergency;
  const lang = useLang();
  return (
    <aside aria-labelledby="emergency-title" className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-4">
      <h2 id="emergency-title" className="text-lg font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-800">{t.text}</p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        {helpLines(lang).map((line) => (
          <a key={line.number} href={`tel:${line.number}`} className="inline-flex min-h-11 min-w-11 items-center text-xl font-bold text-brand-800 underline">
            {line.number}
          </a>
        ))}
      </p>
    </aside>
  );
}

function About() {
  const t = useT().ask.about;
  const help = useT().pages.helpBox;
  const lp = useLocalePath();
  return (
    <section aria-labelledby="about-title" className="card space-y-3 text-slate-800">
      <h2 id="about-title" className="section-title">
        {t.title}
      </h2>
      <p>{t.who}</p>
      <p>{t.kept}</p>
      <p>{t.email}</p>
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

function Sent({ sent }: { sent: AskSent }) {
  const t = useT().ask.sent;
  const common = useT().common;
  const lp = useLocalePath();
  const { receipt, link: answerLink } = sent;
  // With signs of danger the help lines' title is the page's main heading; the thanks come after it.
  const Title = receipt.urgent ? "h2" : "h1";
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      {/* Signs of danger: the free lines come before anything else on the page. */}
      {receipt.urgent ? <DangerHelp /> : null}
      <section aria-labelledby="sent-title" className="card space-y-4" data-answer-way={receipt.way}>
        <Title id="sent-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t.title}
        </Title>
        {receipt.way === "private" && receipt.code ? (
          <div className="space-y-3">
            <h2 className="text-xl font-bold text-slate-900">{t.codeTitle}</h2>
            <p className="text-slate-800">{t.codeIntro}</p>
            <p className="flex flex-wrap items-center gap-3">
              <span className="sr-only">{t.codeLabel}: </span>
              <output
                data-private-code=""
                className="rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-3 py-3 font-mono text-xl font-bold tracking-wider whitespace-nowrap text-slate-900 select-all sm:px-4 sm:text-3xl sm:tracking-widest"
              >
                {receipt.code}
              </output>
              <button
                type="button"
                hidden
                data-copy={receipt.code}
                aria-label={t.copyCode}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <span aria-live="polite">{common.enhance.copy}</span>
              </button>
            </p>
            {answerLink ? (
              <p className="text-slate-800">
                {t.link}{" "}
                <a href={answerLink} className="font-medium break-all text-brand-700 underline" data-answer-link="">
                  {answerLink}
                </a>
              </p>
            ) : null}
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-slate-900">{t.codeAdvice}</p>
            <p className="text-slate-800">{t.codeWhere}</p>
            <p>
              <a href={lp("/ask/answer")} className={link}>
                {t.readAnswer}
              </a>
            </p>
          </div>
        ) : receipt.way === "email" ? (
          <p className="text-slate-800">{t.email}</p>
        ) : (
          <p className="text-slate-800">{t.library}</p>
        )}
        <p className="flex flex-wrap gap-x-6">
          <a href={lp("/ask")} className={link}>
            {t.askAnother}
          </a>
          <a href={lp("/questions")} className={link}>
            {t.browse}
          </a>
        </p>
      </section>
      {receipt.urgent ? null : <EmergencyNote />}
    </div>
  );
}

export default function Ask({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().ask;
  if (actionData?.ok) return <Sent sent={actionData} />;
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
            <AskForm honeypot={loaderData.honeypot} result={actionData && !actionData.ok ? actionData : undefined} />
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
