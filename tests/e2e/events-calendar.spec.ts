import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import ical, { type VEvent } from "node-ical";
import { expect, test } from "../support/fixtures";

/**
 * Issue 37 item 7 over HTTP (events-calendar): the feeds and one event's file, served by the production build and
 * read by an independent parser (node-ical). The rows are written straight into the server's database: the
 * staff pages that make them are events-core's, tested in their own specs.
 */
const idOf = () => randomBytes(9).toString("base64url");
function writable() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}
function addEvent(status: "published" | "draft" | "cancelled", title: string, starts: number[]) {
  const db = writable();
  const eventId = idOf();
  const now = Date.now();
  db.prepare(
    "insert into events (id, title, title_rw, place_name, place_address, status, created_at, updated_at) values (?, ?, ?, 'Youth centre', 'KG 7 Ave', ?, ?, ?)",
  ).run(eventId, title, `${title} (rw)`, status, now, now);
  const dateIds = starts.map((start) => {
    const id = idOf();
    db.prepare(
      "insert into event_dates (id, event_id, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
    ).run(id, eventId, start, start + 2 * 3_600_000, now, now);
    return id;
  });
  db.close();
  return { eventId, dateIds };
}
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");
const DAY = 86_400_000;
// Whole hours, so the expected Kigali wall time is easy to write.
const base = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * DAY;

test.describe("events calendars", () => {
  test("the feeds hold published dates, cancelled ones as CANCELLED, never drafts, in each language", async ({
    request,
  }) => {
    const live = addEvent("published", `Feed workshop ${idOf()}`, [base, base + 7 * DAY]);
    const draft = addEvent("draft", "Feed draft", [base]);
    const db = writable();
    db.prepare("update event_dates set status = 'cancelled', sequence = 1 where id = ?").run(live.dateIds[1]);
    db.close();
    for (const [prefix, summary] of [
      ["", live.eventId],
      ["/rw", live.eventId],
      ["/fr", live.eventId],
    ]) {
      const res = await request.get(`${prefix}/events.ics`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers()["cache-control"]).toBe("public, max-age=900");
      expect(res.headers()["content-disposition"]).toMatch(/filename="events(-rw|-fr)?\.ics"/);
      const text = await res.text();
      expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Africa/Kigali");
      const events = vevents(text);
      const [first, second] = live.dateIds.map((id) => events.find((v) => v.uid.startsWith(`${id}@`))!);
      expect(first.status).toBe("CONFIRMED");
      expect(first.start.toISOString()).toBe(new Date(base).toISOString());
      expect(first.start.tz).toBe("Africa/Kigali");
      expect(first.location).toBe("Youth centre, KG 7 Ave");
      expect(JSON.stringify(first.url)).toContain(`${prefix}/events/${summary}`);
      expect(first.summary).toContain(prefix === "/rw" ? "(rw)" : "Feed workshop");
      expect(second.status).toBe("CANCELLED");
      expect(Number(second.sequence)).toBe(1);
      expect(events.some((v) => v.uid.startsWith(`${draft.dateIds[0]}@`))).toBe(false);
    }
  });

  test("one event's file, one date of it, and a moved date keeping its UID with a higher SEQUENCE", async ({
    request,
  }) => {
    const { eventId, dateIds } = addEvent("published", "Moving workshop", [base + DAY, base + 8 * DAY]);
    const all = await request.get(`/events/${eventId}/calendar.ics`);
    expect(all.status()).toBe(200);
    expect(vevents(await all.text())).toHaveLength(2);
    const one = await request.get(`/fr/events/${eventId}/calendar.ics?date=${dateIds[0]}`);
    expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const [before] = vevents(await one.text());
    expect(Number(before.sequence)).toBe(0);

    const db = writable();
    db.prepare(
      "update event_dates set starts_at = starts_at + 3600000, ends_at = ends_at + 3600000, sequence = sequence + 1 where id = ?",
    ).run(dateIds[0]);
    db.close();
    const feed = vevents(await (await request.get("/events.ics")).text());
    const after = feed.find((v) => v.uid === before.uid)!;
    expect(feed.filter((v) => v.uid === before.uid)).toHaveLength(1);
    expect(Number(after.sequence)).toBe(1);
    expect(after.start.getTime()).toBe(before.start.getTime() + 3_600_000);
  });

  test("drafts, unknown ids and another event's date are not found", async ({ request }) => {
    const draft = addEvent("draft", "Secret draft", [base]);
    const other = addEvent("published", "Other", [base]);
    expect((await request.get(`/events/${draft.eventId}/calendar.ics`)).status()).toBe(404);
    expect((await request.get(`/events/nope/calendar.ics`)).status()).toBe(404);
    expect((await request.get(`/events/${other.eventId}/calendar.ics?date=${draft.dateIds[0]}`)).status()).toBe(404);
    expect((await request.get(`/events/${other.eventId}/calendar.ics?date=%3Cx%3E`)).status()).toBe(404);
  });
});
