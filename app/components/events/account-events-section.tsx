import { useLocalePath, useT } from "~/i18n/use-language";
import type { AccountEvent } from "~/routes/public/account-events.server";

/** /account's "Your events": each sign-up with its date, its state and what it is for (issue 37 item 3). */
export function AccountEventsSection({ events }: { events: AccountEvent[] }) {
  const s = useT().events;
  const l = useT().eventListings;
  const lp = useLocalePath();
  return (
    <section aria-labelledby="events-title" className="card space-y-4">
      <h2 id="events-title" className="text-lg font-bold text-slate-900">
        {s.accountTitle}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{s.accountNone}</p>
      ) : (
        <>
          <p className="text-slate-700">{l.accountIntro}</p>
          <ul className="divide-y divide-slate-200">
            {events.map((e) => (
              <li key={e.id} className="py-3">
                <a
                  href={lp(`/events/${e.eventId}`)}
                  lang={e.titleLang}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                >
                  {e.title}
                </a>
                <p className="text-slate-900">{e.when}</p>
                <p className="text-slate-700">
                  {e.shift ? l.volunteerShift(e.shift) : l.people(e.people)} · {s.manageStatus[e.status]}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
