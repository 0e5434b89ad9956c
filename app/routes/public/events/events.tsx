import { t } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { EventCard } from "~/components/events/event-card";
import { publicEventList } from "~/domain/events/event-view.server";
import { guestPage } from "~/platform/cache/guest-page.server";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/events";

export function loader({ request, context }: Route.LoaderArgs) {
  guestPage(context, { query: [], splice: true });
  return publicEventList(langOfRequest(request));
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const s = useT().events;
  const { upcoming, past } = loaderData;
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{s.listTitle}</h1>
      <p className="mt-2 text-slate-700">{s.listIntro}</p>
      <section className="mt-8" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="section-title">
          {s.upcoming}
        </h2>
        {upcoming.length ? (
          <ul className="mt-3 grid gap-4">
            {upcoming.map((card) => (
              <EventCard key={card.id} card={card} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{s.none}</p>
        )}
      </section>
      {past.length ? (
        <section className="mt-10" aria-labelledby="past-title">
          <h2 id="past-title" className="section-title">
            {s.past}
          </h2>
          <ul className="mt-3 grid gap-4">
            {past.map((card) => (
              <EventCard key={card.id} card={card} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  return pageMeta(matches, t(lang).events.listTitle, t(lang).events.listIntro, lang);
};

export const handle = STATIC_PAGE;
