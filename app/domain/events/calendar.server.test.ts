import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ical, { type VEvent } from "node-ical";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 37 item 7: the calendar files parsed by an independent parser (node-ical), field by field.
const tmp = withTempDataDir("event-calendar-test");
process.env.APP_URL = "https://events.example.org";

type Modules = {
  cal: typeof import("./calendar.server");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
};
let m: Modules;

beforeAll(async () => {
  m = {
    cal: await import("./calendar.server"),
    dbm: await import("~/platform/data/db.server"),
    ev: await import("./schema"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

function addEvent(values: Partial<typeof import("./schema").events.$inferInsert> = {}) {
  return m.dbm.db
    .insert(m.ev.events)
    .values({
      title: "Saturday workshop",
      titleRw: "Amahugurwa yo ku wa gatandatu",
      description: "<p>Bring <strong>water</strong>.</p><p>Second paragraph.</p>",
      placeName: "Youth centre",
      placeAddress: "KG 7 Ave, Kigali",
      status: "published",
      ...values,
    })
    .returning()
    .get();
}
function addDate(eventId: string, startsAt: string, hours = 2, values: Record<string, unknown> = {}) {
  const start = new Date(startsAt);
  return m.dbm.db
    .insert(m.ev.eventDates)
    .values({ eventId, startsAt: start, endsAt: new Date(start.getTime() + hours * 3_600_000), ...values })
    .returning()
    .get();
}
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

/** node-ical gives URL;VALUE=URI as { params, val }. */
const urlOf = (v: VEvent) => {
  const url = v.url as unknown;
  return typeof url === "string" ? url : (url as { val: string }).val;
};

describe("dateIcs", () => {
  it("writes one VEVENT with a stable UID, UTC DTSTAMP, Kigali times, SEQUENCE, URL and the texts", () => {
    const event = addEvent();
    const date = addDate(event.id, "2026-12-05T07:00:00Z", 2, { sequence: 0 });
    const text = m.cal.dateIcs(date.id, { lang: "en" })!;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("METHOD:PUBLISH");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Africa/Kigali");
    expect(text).toContain("TZOFFSETTO:+0200");
    // The wall-clock time in Kigali (09:00), not the UTC reading, after TZID.
    expect(text).toContain("DTSTART;TZID=Africa/Kigali:20261205T090000");
    expect(text).toContain("DTEND;TZID=Africa/Kigali:20261205T110000");
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const [vevent, ...others] = vevents(text);
    expect(others).toHaveLength(0);
    expect(vevent.uid).toBe(`${date.id}@events.example.org`);
    expect(vevent.start.toISOString()).toBe("2026-12-05T07:00:00.000Z");
    expect(vevent.end?.toISOString()).toBe("2026-12-05T09:00:00.000Z");
    expect(vevent.start.tz).toBe("Africa/Kigali");
    expect(Number(vevent.sequence)).toBe(0);
    expect(vevent.status).toBe("CONFIRMED");
    expect(vevent.summary).toBe("Saturday workshop");
    expect(vevent.location).toBe("Youth centre, KG 7 Ave, Kigali");
    expect(urlOf(vevent)).toBe(`https://events.example.org/events/${event.id}`);
    expect(vevent.description).toContain("Bring water.\n\nSecond paragraph.");
    expect(vevent.description).not.toContain("<");
  });

  it("speaks the asked language, English where there is no translation", () => {
    const event = addEvent();
    const date = addDate(event.id, "2026-12-12T07:00:00Z");
    const [rw] = vevents(m.cal.dateIcs(date.id, { lang: "rw" })!);
    expect(rw.summary).toBe("Amahugurwa yo ku wa gatandatu");
    expect(urlOf(rw)).toBe(`https://events.example.org/rw/events/${event.id}`);
    const [fr] = vevents(m.cal.dateIcs(date.id, { lang: "fr" })!);
    expect(fr.summary).toBe("Saturday workshop");
  });

  it("a moved date parses as the same UID with the higher SEQUENCE at the new time", () => {
    const event = addEvent();
    const date = addDate(event.id, "2026-12-19T07:00:00Z");
    const [before] = vevents(m.cal.dateIcs(date.id, { lang: "en" })!);
    m.dbm.sqlite
      .prepare("UPDATE event_dates SET starts_at = ?, ends_at = ?, sequence = sequence + 1 WHERE id = ?")
      .run(Date.parse("2026-12-19T08:00:00Z"), Date.parse("2026-12-19T10:00:00Z"), date.id);
    const text = m.cal.dateIcs(date.id, { lang: "en", method: "REQUEST" })!;
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("ORGANIZER");
    const [after] = vevents(text);
    expect(after.uid).toBe(before.uid);
    expect(Number(after.sequence)).toBe(Number(before.sequence) + 1);
    expect(after.start.toISOString()).toBe("2026-12-19T08:00:00.000Z");
    expect(text).toContain("DTSTART;TZID=Africa/Kigali:20261219T100000");
  });

  it("a cancelled date, and every date of a cancelled event, is STATUS:CANCELLED", () => {
    const event = addEvent();
    const date = addDate(event.id, "2026-12-26T07:00:00Z", 2, { status: "cancelled", sequence: 2 });
    const [one] = vevents(m.cal.dateIcs(date.id, { lang: "en", method: "CANCEL" })!);
    expect(one.status).toBe("CANCELLED");
    expect(Number(one.sequence)).toBe(2);
    const gone = addEvent({ status: "cancelled" });
    const a = addDate(gone.id, "2027-01-02T07:00:00Z");
    const b = addDate(gone.id, "2027-01-09T07:00:00Z");
    const all = vevents(m.cal.eventIcs(gone.id, { lang: "en" })!);
    expect(all.map((v) => v.uid).sort()).toEqual([a.id, b.id].map((id) => `${id}@events.example.org`).sort());
    expect(all.every((v) => v.status === "CANCELLED")).toBe(true);
  });

  it("gives nothing for a draft or an unknown date", () => {
    const draft = addEvent({ status: "draft" });
    const date = addDate(draft.id, "2027-02-01T07:00:00Z");
    expect(m.cal.dateIcs(date.id, { lang: "en" })).toBeNull();
    expect(m.cal.eventIcs(draft.id, { lang: "en" })).toBeNull();
    expect(m.cal.calendarLinks(date.id, "en")).toBeNull();
    expect(m.cal.dateIcs("nope", { lang: "en" })).toBeNull();
  });
});

describe("feedIcs", () => {
  it("holds published and cancelled events' recent and coming dates, never drafts or old ones", () => {
    const now = Date.parse("2026-12-01T00:00:00Z");
    const live = addEvent({ title: "Feed live" });
    const soon = addDate(live.id, "2026-12-10T07:00:00Z");
    const old = addDate(live.id, "2026-01-10T07:00:00Z");
    const recent = addDate(live.id, "2026-11-20T07:00:00Z");
    const draft = addEvent({ title: "Feed draft", status: "draft" });
    const hidden = addDate(draft.id, "2026-12-11T07:00:00Z");
    const uids = vevents(m.cal.feedIcs("fr", now)).map((v) => v.uid);
    expect(uids).toContain(`${soon.id}@events.example.org`);
    expect(uids).toContain(`${recent.id}@events.example.org`);
    expect(uids).not.toContain(`${old.id}@events.example.org`);
    expect(uids).not.toContain(`${hidden.id}@events.example.org`);
    expect(m.cal.feedIcs("fr", now)).toContain("URL:https://events.example.org/fr/events.ics");
  });
});

describe("calendarLinks", () => {
  it("builds the .ics, Google and Outlook links with the date's UTC times and texts", () => {
    const event = addEvent();
    const date = addDate(event.id, "2027-03-06T07:00:00Z");
    const links = m.cal.calendarLinks(date.id, "rw")!;
    expect(links.ics).toBe(`https://events.example.org/rw/events/${event.id}/calendar.ics?date=${date.id}`);
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("text")).toBe("Amahugurwa yo ku wa gatandatu");
    expect(google.searchParams.get("dates")).toBe("20270306T070000Z/20270306T090000Z");
    expect(google.searchParams.get("location")).toBe("Youth centre, KG 7 Ave, Kigali");
    expect(google.searchParams.get("details")).toContain(`/rw/events/${event.id}`);
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe("https://outlook.live.com/calendar/0/action/compose");
    expect(outlook.searchParams.get("subject")).toBe("Amahugurwa yo ku wa gatandatu");
    expect(outlook.searchParams.get("startdt")).toBe("2027-03-06T07:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2027-03-06T09:00:00.000Z");
    expect(outlook.searchParams.get("location")).toBe("Youth centre, KG 7 Ave, Kigali");
  });
});
