import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { DEMO, expect, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

/**
 * Issue 37 item 10 over HTTP (events-public): GET /api/events and GET /api/events/:id, served by the production
 * build. Rows are written straight into the server's database (the staff pages are tested in their own specs).
 * Each test works in its own far-future window of days, so the js and no-js projects never see each other's rows.
 */
const idOf = () => randomBytes(9).toString("base64url");
const DAY = 86_400_000;
const KIGALI = 2 * 3_600_000; // UTC+2 all year, no DST
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function db() {
  const d = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  d.pragma("busy_timeout = 5000");
  return d;
}
type Status = "published" | "draft" | "cancelled";
function addEvent(title: string, starts: number[], status: Status = "published", capacity: number | null = 10) {
  const d = db();
  const id = idOf();
  const now = Date.now();
  d.prepare(
    "insert into events (id, title, title_rw, place_name, status, capacity, created_at, updated_at) values (?, ?, ?, 'Youth centre', ?, ?, ?, ?)",
  ).run(id, title, `${title} (rw)`, status, capacity, now, now);
  const dates = starts.map((start) => {
    const dateId = idOf();
    d.prepare(
      "insert into event_dates (id, event_id, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
    ).run(dateId, id, start, start + 2 * 3_600_000, now, now);
    return dateId;
  });
  d.close();
  return { id, dates };
}
/** A window of 10 days of its own, somewhere in 2080–2179, as Kigali's calendar days. */
function window() {
  const first = Date.UTC(2080, 0, 1) + Math.floor(Math.random() * 36_000) * DAY;
  const day = (n: number) => new Date(first + n * DAY).toISOString().slice(0, 10);
  // 10:00 in Kigali on day n of the window.
  const at = (n: number, hour = 10) => first + n * DAY + hour * 3_600_000 - KIGALI;
  return { day, at };
}

test.describe("events API", () => {
  test("lists upcoming published events by default, with their dates, places left and the blog's paging", async ({
    request,
  }) => {
    const soon = addEvent(`Soon ${idOf()}`, [Date.now() + 3 * 3_600_000]);
    const past = addEvent(`Past ${idOf()}`, [Date.now() - 3 * DAY]);
    const draft = addEvent(`Draft ${idOf()}`, [Date.now() + 3 * 3_600_000], "draft");
    const res = await request.get("/api/events?limit=50");
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: expect.any(Number), pages: expect.any(Number) });
    const ids = body.data.map((e: { _id: string }) => e._id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(draft.id);
    const mine = body.data.find((e: { _id: string }) => e._id === soon.id);
    expect(mine).toMatchObject({ status: "published", lang: "en", capacity: 10, url: `/events/${soon.id}` });
    expect(mine.place.name).toBe("Youth centre");
    expect(mine.dates).toHaveLength(1);
    expect(mine.dates[0]).toMatchObject({ _id: soon.dates[0], status: "scheduled", placesLeft: 10 });
    expect(mine.dates[0].startsAt).toMatch(ISO);
    // The default page size is the blog API's.
    expect((await (await request.get("/api/events")).json()).pagination.limit).toBe(20);
  });

  test("from and to are whole days on the site's clock (Kigali), to included", async ({ request }) => {
    const w = window();
    // 01:00 on day 3 in Kigali is 23:00 UTC on day 2: it is day 3 here, whatever UTC says.
    const early = addEvent(`Early ${idOf()}`, [w.at(3, 1)]);
    const next = addEvent(`Next ${idOf()}`, [w.at(5), w.at(8)]);
    const ids = async (query: string) => {
      const res = await request.get(`/api/events?${query}`);
      expect(res.status(), query).toBe(200);
      return (await res.json()).data.map((e: { _id: string }) => e._id);
    };
    expect(await ids(`from=${w.day(0)}&to=${w.day(2)}`)).toEqual([]);
    expect(await ids(`from=${w.day(3)}&to=${w.day(3)}`)).toEqual([early.id]);
    expect(await ids(`from=${w.day(0)}&to=${w.day(9)}`)).toEqual([early.id, next.id]);
    // Only the dates in the window come with the event.
    const body = await (await request.get(`/api/events?from=${w.day(6)}&to=${w.day(9)}`)).json();
    expect(body.data.map((e: { _id: string }) => e._id)).toEqual([next.id]);
    expect(body.data[0].dates.map((d: { _id: string }) => d._id)).toEqual([next.dates[1]]);
  });

  test("pages with page and limit, and gives texts in the asked language (English when not translated)", async ({
    request,
  }) => {
    const w = window();
    const made = [0, 1, 2].map((n) => addEvent(`Paged ${n} ${idOf()}`, [w.at(n + 1)]));
    const page1 = await (await request.get(`/api/events?from=${w.day(0)}&to=${w.day(9)}&limit=2`)).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(page1.data.map((e: { _id: string }) => e._id)).toEqual([made[0]!.id, made[1]!.id]);
    const page2 = await (await request.get(`/api/events?from=${w.day(0)}&to=${w.day(9)}&limit=2&page=2`)).json();
    expect(page2.data.map((e: { _id: string }) => e._id)).toEqual([made[2]!.id]);
    const rw = await (await request.get(`/api/events?from=${w.day(0)}&to=${w.day(9)}&lang=rw`)).json();
    expect(rw.data[0]).toMatchObject({ lang: "rw", url: `/rw/events/${made[0]!.id}` });
    expect(rw.data[0].title).toMatch(/\(rw\)$/);
    const fr = await (await request.get(`/api/events?from=${w.day(0)}&to=${w.day(9)}&lang=fr`)).json();
    expect(fr.data[0]).toMatchObject({ lang: "en", url: `/fr/events/${made[0]!.id}` });
  });

  test("a bad query is a 400 with a clear message", async ({ request }) => {
    for (const [query, message] of [
      ["from=2026-13-01", "from must be a date written YYYY-MM-DD"],
      ["to=2026-02-30", "to must be a date written YYYY-MM-DD"],
      ["from=tomorrow", "from must be a date written YYYY-MM-DD"],
      ["from=2026-05-02&to=2026-05-01", "to must not be before from"],
      ["lang=de", "lang must be one of en, rw, fr"],
      ["limit=51", "limit must be at most 50"],
      ["page=0", "page must be at least 1"],
    ] as const) {
      const res = await request.get(`/api/events?${query}`);
      expect(res.status(), query).toBe(400);
      const body = await res.json();
      expect(body.success, query).toBe(false);
      expect(body.message, query).toBe(message);
    }
    expect((await request.get("/api/events/x?lang=xx")).status()).toBe(400);
  });

  test("one event: all its dates with places left and each date's shifts; drafts and unknown ids are 404", async ({
    request,
  }) => {
    const w = window();
    const ev = addEvent(`Whole ${idOf()}`, [w.at(1), w.at(8)], "published", 5);
    const d = db();
    d.prepare(
      "insert into event_shifts (id, event_id, role, start_time, end_time, places) values (?, ?, 'Welcome desk', '08:00', '10:00', 3)",
    ).run(idOf(), ev.id);
    d.close();
    const res = await request.get(`/api/events/${ev.id}?lang=fr`);
    expect(res.status()).toBe(200);
    const { success, data } = await res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ _id: ev.id, capacity: 5, url: `/fr/events/${ev.id}` });
    expect(data.dates.map((x: { _id: string }) => x._id)).toEqual(ev.dates);
    expect(data.dates[0]).toMatchObject({ placesLeft: 5, open: true, status: "scheduled" });
    expect(data.dates[0].shifts).toEqual([
      { _id: expect.any(String), role: "Welcome desk", time: "08:00–10:00", places: 3, placesLeft: 3 },
    ]);

    const draft = addEvent(`Hidden ${idOf()}`, [w.at(2)], "draft");
    for (const id of [draft.id, "no-such-event"]) {
      const missing = await request.get(`/api/events/${id}`);
      expect(missing.status(), id).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, message: "That event does not exist" });
    }
  });

  test("staff write through the admin's use cases: create, change, cancel; readers and guests are refused", async ({
    request,
  }) => {
    const w = window();
    const editor = { ...bearer(createSessionToken(DEMO.editor)), "Content-Type": "application/json" };
    const reader = { ...bearer(createSessionToken(DEMO.reader)), "Content-Type": "application/json" };
    const body = {
      title: `API workshop ${idOf()}`,
      startsAt: `${w.day(2)}T09:00`,
      endsAt: `${w.day(2)}T11:00`,
      placeName: "Youth centre",
      capacity: 12,
      status: "published",
    };
    expect((await request.post("/api/events", { headers: reader, data: body })).status()).toBe(403);
    expect((await request.post("/api/events", { data: body })).status()).toBe(401);
    const bad = await request.post("/api/events", { headers: editor, data: { ...body, title: "" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe("Title is required");

    const made = await request.post("/api/events", { headers: editor, data: body });
    expect(made.status()).toBe(201);
    const { data } = await made.json();
    expect(data).toMatchObject({ title: body.title, status: "published", capacity: 12 });
    expect(data.dates).toHaveLength(1);

    const changed = await request.patch(`/api/events/${data._id}`, { headers: editor, data: { capacity: 20 } });
    expect(changed.status()).toBe(200);
    expect((await changed.json()).data.capacity).toBe(20);

    const cancelled = await request.delete(`/api/events/${data._id}`, { headers: editor, data: { message: "Rain" } });
    expect(cancelled.status()).toBe(200);
    expect((await cancelled.json()).data).toMatchObject({ status: "cancelled", cancelMessage: "Rain" });
    expect((await request.delete(`/api/events/${data._id}`, { headers: editor })).status()).toBe(409);
    expect((await request.patch("/api/events/nope", { headers: editor, data: {} })).status()).toBe(404);
  });
});
