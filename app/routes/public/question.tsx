import { data, isRouteErrorResponse, Link } from "react-router";
import { TryAgainLink } from "~/components/blog/blog-states";
import { HelpBox } from "~/components/blog/help-box";
import { ShareLinks } from "~/components/blog/share-links";
import { ArrowLeftIcon } from "~/components/icons";
import { AnswerBody, QuestionText } from "~/components/questions/question-answer";
import { AskOwnQuestion } from "~/components/questions/library-parts";
import { SaveOffline } from "~/components/offline/save-offline";
import { findLibraryEntry } from "~/domain/questions/library.server";
import { toLibraryView } from "~/domain/questions/library-view.server";
import { guestPage } from "~/platform/cache/guest-page.server";
import { env } from "~/platform/ops/env.server";
import { failForTests } from "~/platform/ops/test-hooks.server";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import type { PageHandle } from "~/utils/page-handle";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/question";

export function loader({ request, params, context }: Route.LoaderArgs) {
  failForTests(request);
  // Unknown, not yet published and unpublished are the same 404: nothing about a question in the queue leaks.
  const entry = findLibraryEntry(params.id);
  if (!entry) throw data({ message: msg("libraryQuestionNotFound") }, { status: 404 });
  guestPage(context, { query: [], splice: true });
  return { entry: toLibraryView(entry, env.APP_URL, langOfRequest(request)) };
}

function BackToLibrary({ className }: { className: string }) {
  const t = useT().library;
  const lp = useLocalePath();
  return (
    <Link to={lp("/questions")} className={className}>
      <ArrowLeftIcon className="h-4 w-4" /> {t.backToLibrary}
    </Link>
  );
}

export default function Question({ loaderData: { entry } }: Route.ComponentProps) {
  const t = useT().library;
  const pageLang = useLang();
  // The interface is in the page's language; the entry's words carry theirs when they differ.
  const own = entry.lang !== pageLang ? entry.lang : undefined;
  return (
    <article className="container-page max-w-3xl py-10">
      <BackToLibrary className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{t.topics[entry.topic]}</p>
      <section aria-labelledby="question-title" className="mt-2">
        <h1 id="question-title" className="sr-only">
          {t.theQuestion}
        </h1>
        <div lang={own} className="rounded-2xl bg-brand-50 p-5 sm:p-6">
          <QuestionText text={entry.question} />
        </div>
      </section>
      <section aria-labelledby="answer-title" className="mt-8">
        <h2 id="answer-title" className="text-2xl font-bold text-slate-900">
          {t.ourAnswer}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={entry.publishedAt}>{t.answeredOn(entry.publishedLabel)}</time>
        </p>
        <SaveOffline className="btn-outline mt-3" />
        <div lang={own} className="mt-4">
          <AnswerBody html={entry.answerHtml} />
        </div>
      </section>
      <HelpBox intro={t.helpIntro} />
      <ShareLinks url={entry.url} title={entry.question} heading={t.shareThisAnswer} />
      <AskOwnQuestion />
      <div className="mt-10">
        <BackToLibrary className="btn-outline min-h-11" />
      </div>
    </article>
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).library;
  if (!loaderData) return [...pageMeta(matches, t.notFound, undefined, lang), { name: "robots", content: "noindex" }];
  const { entry } = loaderData;
  const title = entry.question.length > 70 ? `${entry.question.slice(0, 67).trimEnd()}…` : entry.question;
  return [
    ...pageMeta(matches, title, entry.excerpt, lang),
    { tagName: "link", rel: "canonical", href: entry.url },
    { property: "og:url", content: entry.url },
    { property: "og:type", content: "article" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT().library;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold text-slate-900">{missing ? t.notFound : t.entryFailed}</h1>
        <p className="mt-3 text-slate-700">{missing ? t.notFoundText : t.listFailedHint}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {missing ? null : <TryAgainLink />}
          <BackToLibrary className="btn-primary min-h-11" />
        </div>
      </div>
    </div>
  );
}

// Static HTML and CSS (docs/decisions/020), with the quick exit on every page of this feature.
export const handle: PageHandle<Route.ComponentProps["loaderData"]> = { ...STATIC_PAGE, quickExit: () => true };
