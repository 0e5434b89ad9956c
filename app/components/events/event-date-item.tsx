import { useT } from "~/i18n/use-language";

export type EventDateView = {
  id: string;
  when: string;
  cancelled: boolean;
  left: number | null;
  shifts: { id: string; role: string; time: string; left: number; places: number }[];
  calendar: { ics: string; google: string; outlook: string } | null;
};

const link = "inline-flex min-h-11 items-center text-brand-800 underline";

/** One date of an event's page: when, places left, its volunteer shifts and the calendar links. */
export function EventDateItem({ date: d }: { date: EventDateView }) {
  const s = useT().events;
  return (
    <li className="rounded-2xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">{d.when}</p>
      <p className="text-slate-800">
        {d.cancelled ? s.dateCancelled : d.left === null ? s.noLimit : d.left > 0 ? s.placesLeft(d.left) : s.full}
      </p>
      {d.shifts.length ? (
        <ul className="mt-2 text-slate-800">
          {d.shifts.map((shift) => (
            <li key={shift.id}>
              {shift.role}, {shift.time}: {shift.left > 0 ? s.shiftLeft(shift.left, shift.places) : s.shiftFull}
            </li>
          ))}
        </ul>
      ) : null}
      {d.calendar && !d.cancelled ? (
        <p className="mt-2 flex flex-wrap gap-x-4">
          <span className="sr-only">{s.addToCalendar}:</span>
          <a href={d.calendar.ics} className={link}>
            {s.calendarFile}
          </a>
          <a href={d.calendar.google} className={link}>
            Google
          </a>
          <a href={d.calendar.outlook} className={link}>
            Outlook
          </a>
        </p>
      ) : null}
    </li>
  );
}
