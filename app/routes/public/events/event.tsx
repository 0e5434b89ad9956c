import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import { EventDateItem } from "~/components/events/event-date-item";
import { EventSignupForm } from "./event-signup-form";

/** A repeating event lists every date with its shifts: on a phone that is screens of them before the form. */
const SHOWN = 3;
import { eventPage, eventSignupAction } from "./event.server";
import type { Route } from "./+types/event";

export const loader = ({ request, params, context }: Route.LoaderArgs) => eventPage(request, params, context);
export const action = ({ request, context }: Route.ActionArgs) => eventSignupAction(request, context);

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const e = loaderData;
  const s = useT().events;
  const lp = useLocalePath();
  const upcoming = e.dates.filter((d) => !d.past);
  return (
    <article className="container-page max-w-3xl py-10">
      <p>
        <a href={lp("/events")} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {s.listTitle}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl" lang={e.titleLang}>
        {e.title}
      </h1>
      {e.cancelled ? (
        <p role="note" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950">
          {s.cancelled}
          {e.cancelMessage ? `: ${e.cancelMessage}` : ""}
        </p>
      ) : null}
      {e.dates.some((d) => d.open) ? (
        <p className="mt-4">
          <a href="#signup" className="btn-primary min-h-11">
            {s.signUp}
          </a>
        </p>
      ) : null}
      <dl className="mt-6 grid gap-2 text-slate-900">
        <dt className="font-semibold">{s.where}</dt>
        <dd>
          {e.place.name ? <span>{e.place.name}</span> : null}
          {e.place.address ? <span className="block text-slate-700">{e.place.address}</span> : null}
          {e.place.map ? (
            <a href={e.place.map} className="inline-flex min-h-11 items-center text-brand-800 underline">
              {s.map}
            </a>
          ) : null}
          {e.place.online ? (
            <a href={e.place.online} className="inline-flex min-h-11 items-center text-brand-800 underline">
              {s.online}
            </a>
          ) : null}
        </dd>
      </dl>
      {e.description ? (
        <div className="prose-post mt-6" lang={e.titleLang} dangerouslySetInnerHTML={{ __html: e.description }} />
      ) : null}
      <section className="mt-8" aria-labelledby="dates-title">
        <h2 id="dates-title" className="section-title">
          {s.when}
        </h2>
        <ul className="mt-3 grid gap-4">
          {upcoming.slice(0, SHOWN).map((d) => (
            <EventDateItem key={d.id} date={d} />
          ))}
        </ul>
        {upcoming.length > SHOWN ? (
          <details className="mt-4">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 underline">
              {s.moreDates(upcoming.length - SHOWN)}
            </summary>
            <ul className="mt-3 grid gap-4">
              {upcoming.slice(SHOWN).map((d) => (
                <EventDateItem key={d.id} date={d} />
              ))}
            </ul>
          </details>
        ) : null}
      </section>
      {e.dates.some((d) => d.open) ? (
        <EventSignupForm dates={e.dates} max={e.maxPerSignup} prefill={e.prefill} result={actionData} sms={e.sms} />
      ) : null}
      <section className="mt-10" aria-labelledby="share-title">
        <h2 id="share-title" className="section-title">
          {s.share}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4">
          {e.share.map((link) => (
            <li key={link.name}>
              <a href={link.href} className="inline-flex min-h-11 items-center text-brand-800 underline">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const lang = langOfPath(location.pathname);
  if (!loaderData) return pageMeta(matches, t(lang).events.dateMissing, undefined, lang);
  const tags = pageMeta(matches, loaderData.title, loaderData.summary, lang);
  return loaderData.jsonLd ? [...tags, { "script:ld+json": loaderData.jsonLd }] : tags;
};

export function ErrorBoundary() {
  const error = useRouteError();
  const s = useT().events;
  const lp = useLocalePath();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <ErrorScreen />;
  return (
    <div className="container-page max-w-3xl py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{s.dateMissing}</h1>
      <a href={lp("/events")} className="btn-primary mt-6">
        {s.listTitle}
      </a>
    </div>
  );
}

// Served as HTML and CSS without the framework client (docs/decisions/020): the form posts as a plain form.
export const handle = STATIC_PAGE;
