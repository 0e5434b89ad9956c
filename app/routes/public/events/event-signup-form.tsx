import { useT } from "~/i18n/use-language";
import { ChannelChoice, SmsFields } from "./event-signup-sms";

/**
 * The sign-up form (issue 37): one form for attendees and volunteers (choosing a shift makes it a volunteer's
 * sign-up), a plain POST to the page. Labels carry the visible text; targets are 44 px; errors name the field.
 */
type DateChoice = {
  id: string;
  when: string;
  open: boolean;
  left: number | null;
  shifts: { id: string; role: string; time: string; left: number; places: number }[];
};
type Result =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, unknown> }
  | undefined;

const input = "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";

export function EventSignupForm({
  dates,
  max,
  prefill,
  result,
  sms = false,
}: {
  dates: DateChoice[];
  max: number;
  prefill: { name: string; email: string } | null;
  result: Result;
  /** SMS is set up (issue 38): the form offers a phone number instead of the e-mail. */
  sms?: boolean;
}) {
  const s = useT().events;
  const open = dates.filter((d) => d.open);
  const values = result && !result.ok ? result.values : {};
  const fields = result && !result.ok ? result.fields : {};
  const value = (name: string, fallback = "") => String(values[name] ?? fallback);
  // A shift belongs to the event and repeats on every date: offered once (the date is chosen above), with its places
  // left only when one date is open; a shift full on the chosen date is refused beside this field.
  const shifts = [
    ...new Map(open.flatMap((d) => d.shifts.filter((sh) => sh.left > 0)).map((sh) => [sh.id, sh])).values(),
  ];
  const single = open.length === 1;
  const error = (name: string) =>
    fields[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-red-800">
        {fields[name]}
      </span>
    ) : null;
  return (
    <section className="mt-10" aria-labelledby="signup-title" id="signup">
      <h2 id="signup-title" className="section-title">
        {s.signUp}
      </h2>
      {result?.ok ? (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-950">
          {result.message}
        </p>
      ) : result ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950">
          {result.error}
        </p>
      ) : null}
      <form method="post" className="mt-4 grid gap-4">
        <label className="block">
          <span className="font-semibold">{s.chooseDate}</span>
          <select name="dateId" className={input} defaultValue={value("dateId", open[0]?.id)}>
            {open.map((d) => (
              <option key={d.id} value={d.id}>
                {d.when} — {d.left === null ? s.noLimit : d.left > 0 ? s.placesLeft(d.left) : s.full}
              </option>
            ))}
          </select>
          {error("dateId")}
        </label>
        {shifts.length ? (
          <fieldset>
            <legend className="font-semibold">{s.volunteer}</legend>
            <p className="text-slate-700">{s.volunteerIntro}</p>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="shiftId" value="" defaultChecked={!value("shiftId")} className="size-5" />
              <span>{s.signUp}</span>
            </label>
            {shifts.map((sh) => (
              <label key={sh.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="shiftId"
                  value={sh.id}
                  defaultChecked={value("shiftId") === sh.id}
                  className="size-5"
                />
                <span>
                  {sh.role}, {sh.time}
                  {single ? ` (${s.shiftLeft(sh.left, sh.places)})` : ""}
                </span>
              </label>
            ))}
            {error("shiftId")}
          </fieldset>
        ) : null}
        <label className="block">
          <span className="font-semibold">{s.name}</span>
          <input
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            className={input}
            defaultValue={value("name", prefill?.name)}
            aria-describedby={fields.name ? "name-error" : undefined}
          />
          {error("name")}
        </label>
        {sms ? <ChannelChoice value={value} /> : null}
        <label className="block">
          <span className="font-semibold">{s.email}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            required={!sms}
            className={input}
            defaultValue={value("email", prefill?.email)}
            aria-describedby={fields.email ? "email-error" : undefined}
          />
          {error("email")}
        </label>
        {sms ? <SmsFields value={value} error={error} fields={fields} /> : null}
        <label className="block">
          <span className="font-semibold">{s.phone}</span>
          <input name="phone" type="tel" autoComplete="tel" className={input} defaultValue={value("phone")} />
          {error("phone")}
        </label>
        <label className="block">
          <span className="font-semibold">{s.people}</span>
          <input
            name="people"
            type="number"
            min={1}
            max={max}
            inputMode="numeric"
            className={input}
            defaultValue={value("people", "1")}
          />
          {error("people")}
        </label>
        <label className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            name="consent"
            required
            className="mt-1 size-5"
            defaultChecked={value("consent") === "on"}
          />
          <span>{s.consent}</span>
        </label>
        {error("consent")}
        {/* The trap: hidden from people and from assistive technology, filled only by scripts. */}
        <div className="hidden" aria-hidden="true">
          <label>
            {s.website}
            <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <button type="submit" className="btn-primary min-h-11 justify-self-start">
          {s.submit}
        </button>
      </form>
    </section>
  );
}
