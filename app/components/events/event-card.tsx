import { useLocalePath, useT } from "~/i18n/use-language";

/** What a card shows of an event: one line of each of the list's entries (domain/events/event-view publicEventList). */
export type EventCardData = {
  id: string;
  title: string;
  titleLang: string;
  when: string;
  place: string;
  online: boolean;
  cancelled: boolean;
  moreDates: number;
};

/** One event in a list outside /events (home, program pages): its title as the link, when, where. */
export function EventCard({ card }: { card: EventCardData }) {
  const s = useT().events;
  const lp = useLocalePath();
  return (
    <li className="card">
      <h3 className="text-lg font-bold" lang={card.titleLang}>
        <a href={lp(`/events/${card.id}`)} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {card.title}
        </a>
      </h3>
      <p className="text-slate-900">
        {card.when}
        {card.moreDates ? ` · ${s.moreDates(card.moreDates)}` : ""}
      </p>
      <p className="text-slate-700">{card.online ? s.online : card.place}</p>
      {card.cancelled ? <p className="font-semibold text-red-800">{s.cancelled}</p> : null}
    </li>
  );
}

/** A titled list of event cards with a link to all events; nothing at all when there are none. */
export function EventCards({ id, title, cards }: { id: string; title: string; cards: EventCardData[] }) {
  const s = useT().eventListings;
  const lp = useLocalePath();
  if (cards.length === 0) return null;
  return (
    <section className="container-page py-10" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <EventCard key={card.id} card={card} />
        ))}
      </ul>
      <a href={lp("/events")} className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        {s.allEvents}
      </a>
    </section>
  );
}
