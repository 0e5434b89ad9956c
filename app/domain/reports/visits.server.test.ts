import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("visits-test");

type Modules = {
  hash: typeof import("./visitor-hash.server");
  queue: typeof import("./page-view-queue.server");
  request: typeof import("./visit-request.server");
  counter: typeof import("./visit-counter.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;

const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Hit = { path: string; agent?: string; address?: string; headers?: Record<string, string>; userId?: string };
const view = ({ path, agent = PHONE, address = "10.0.0.1", headers = {}, userId }: Hit, status = 200) =>
  m.request.countFinishedPage({
    request: new Request(`http://youthhealth.rw${path}`, { headers: { "user-agent": agent, ...headers } }),
    status,
    contentType: path.includes(".data") ? "text/x-script" : "text/html; charset=utf-8",
    address,
    userId,
  });

type Row = { day: string; path: string; kind: string; value: string; views: number; visitors: number };
const rows = () => {
  m.counter.flushVisits();
  return m.dbm.sqlite.prepare("select * from visit_counts order by day, path, kind, value").all() as Row[];
};
const count = (day: string, path: string, kind = "all", value = "") => {
  const row = rows().find((r) => r.day === day && r.path === path && r.kind === kind && r.value === value);
  return row ? { views: row.views, visitors: row.visitors } : { views: 0, visitors: 0 };
};

beforeAll(async () => {
  // As the server does before it listens: paths are masked by the route table (none secret here).
  (await import("~/platform/ops/secret-paths")).learnSecretRoutes([]);
  m = {
    hash: await import("./visitor-hash.server"),
    queue: await import("./page-view-queue.server"),
    request: await import("./visit-request.server"),
    counter: await import("./visit-counter.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => {
  vi.useRealTimers();
  tmp.cleanup();
});

describe("the day's secret and the visitor's hash", () => {
  it("recognises a visitor within a day only, and wipes the old day's secret when the day turns", () => {
    const monday = new Date("2026-11-23T08:00:00Z");
    const tuesday = new Date("2026-11-24T00:00:01Z");
    const old = m.hash.daySecret(monday);
    const oldKey = Buffer.from(old.key);
    expect(m.hash.visitorHash("10.0.0.1", PHONE, monday)).toBe(m.hash.visitorHash("10.0.0.1", PHONE, monday));
    expect(m.hash.visitorHash("10.0.0.1", LAPTOP, monday)).not.toBe(m.hash.visitorHash("10.0.0.1", PHONE, monday));
    const mondayHash = m.hash.visitorHash("10.0.0.1", PHONE, monday);
    const fresh = m.hash.daySecret(tuesday);
    expect(fresh.day).toBe("2026-11-24");
    expect(fresh.key.equals(oldKey)).toBe(false);
    // The old secret's bytes are overwritten: nothing can make Monday's hashes again.
    expect(old.key.every((byte) => byte === 0)).toBe(true);
    expect(m.hash.visitorHash("10.0.0.1", PHONE, tuesday)).not.toBe(mondayHash);
    expect(m.hash.visitorHash("10.0.0.1", PHONE, tuesday)).toHaveLength(16);
  });
});

describe("counting page views", () => {
  it("counts one visitor once a day across pages, and again the next day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T09:00:00Z"));
    expect(view({ path: "/", headers: { referer: "https://l.wa.me/" } })).toBe(true);
    expect(view({ path: "/blog", headers: { referer: "http://youthhealth.rw/" } })).toBe(true);
    expect(view({ path: "/blog/" })).toBe(true);
    expect(view({ path: "/fr/blog", address: "10.0.0.2", agent: LAPTOP })).toBe(true);
    const day = "2026-11-25";
    expect(count(day, "*")).toEqual({ views: 4, visitors: 2 });
    expect(count(day, "/blog")).toEqual({ views: 2, visitors: 1 });
    expect(count(day, "/fr/blog")).toEqual({ views: 1, visitors: 1 });
    expect(count(day, "*", "channel", "whatsapp")).toEqual({ views: 1, visitors: 1 });
    expect(count(day, "*", "channel", "internal")).toEqual({ views: 1, visitors: 1 });
    expect(count(day, "*", "device", "phone")).toEqual({ views: 3, visitors: 1 });
    expect(count(day, "*", "device", "computer")).toEqual({ views: 1, visitors: 1 });
    expect(count(day, "*", "lang", "fr")).toEqual({ views: 1, visitors: 1 });

    vi.setSystemTime(new Date("2026-11-26T06:00:00Z"));
    expect(view({ path: "/blog" })).toBe(true);
    expect(count("2026-11-26", "*")).toEqual({ views: 1, visitors: 1 });
    expect(count(day, "*")).toEqual({ views: 4, visitors: 2 });
  });

  it("leaves out bots, prefetches, staff, the team's pages, errors and non-pages; counts signed-in readers", () => {
    vi.setSystemTime(new Date("2026-11-27T10:00:00Z"));
    const editor = addTestUser(m, "editor-reader", "editor");
    const reader = addTestUser(m, "plain-reader", "user");
    expect(view({ path: "/", agent: BOT })).toBe(false);
    expect(view({ path: "/", agent: "" })).toBe(false);
    expect(view({ path: "/", headers: { "sec-purpose": "prefetch" } })).toBe(false);
    expect(view({ path: "/", userId: editor.id })).toBe(false);
    expect(view({ path: "/admin/posts" })).toBe(false);
    expect(view({ path: "/rw/account" })).toBe(false);
    expect(view({ path: "/nowhere" }, 404)).toBe(false);
    expect(view({ path: "/", userId: reader.id, address: "10.0.0.9" })).toBe(true);
    expect(count("2026-11-27", "*")).toEqual({ views: 1, visitors: 1 });
  });

  it("counts Sec-GPC and DNT readers' views, never as visitors", () => {
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    expect(view({ path: "/give", address: "10.0.1.1", headers: { "sec-gpc": "1" } })).toBe(true);
    expect(view({ path: "/give", address: "10.0.1.2", headers: { dnt: "1" } })).toBe(true);
    expect(count("2026-11-28", "/give")).toEqual({ views: 2, visitors: 0 });
  });

  it("counts the router's data for a link followed with JavaScript, not its refresh after a form", () => {
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    expect(view({ path: "/events.data", headers: { referer: "http://youthhealth.rw/" } })).toBe(true);
    expect(view({ path: "/_root.data?_routes=root", headers: { referer: "http://youthhealth.rw/blog" } })).toBe(true);
    expect(view({ path: "/blog.data?_routes=root", headers: { referer: "http://youthhealth.rw/blog" } })).toBe(false);
    expect(count("2026-11-29", "/events")).toEqual({ views: 1, visitors: 1 });
    expect(count("2026-11-29", "/")).toEqual({ views: 1, visitors: 1 });
  });

  it("keeps utm_source and utm_campaign, and no address, user agent or hash anywhere in the table", () => {
    vi.setSystemTime(new Date("2026-11-30T10:00:00Z"));
    view({ path: "/give?utm_source=Newsletter&utm_medium=email&utm_campaign=Dec%20Appeal", address: "192.0.2.77" });
    expect(count("2026-11-30", "*", "utm_source", "newsletter").views).toBe(1);
    expect(count("2026-11-30", "*", "utm_campaign", "dec-appeal").views).toBe(1);
    expect(count("2026-11-30", "*", "channel", "newsletter").views).toBe(1);
    const everything = JSON.stringify(rows());
    for (const secret of ["192.0.2.77", "10.0.0.1", "Mozilla", "Android", m.hash.visitorHash("192.0.2.77", PHONE)])
      expect(everything).not.toContain(secret);
  });

  it("counts a second's identical views together, by the same rules, as many views and one visitor", () => {
    vi.setSystemTime(new Date("2026-12-01T10:00:00Z"));
    const queued = ({ path, agent = PHONE, address = "10.0.2.1", headers = {} }: Hit) =>
      m.queue.queueFinishedPage({
        request: new Request(`http://youthhealth.rw${path}`, { headers: { "user-agent": agent, ...headers } }),
        status: 200,
        contentType: "text/html; charset=utf-8",
        address,
        userId: undefined,
        searchResults: path.includes("q=") ? "0" : null,
      });
    for (let i = 0; i < 3; i++) queued({ path: "/blog" });
    queued({ path: "/blog", address: "10.0.2.2" });
    queued({ path: "/blog", agent: BOT });
    queued({ path: "/blog", address: "10.0.2.3", headers: { "sec-gpc": "1" } });
    for (let i = 0; i < 2; i++) queued({ path: "/blog?q=malaria+nets" });
    expect(count("2026-12-01", "/blog").views).toBe(0); // nothing before the second's count
    m.queue.countQueuedPages();
    expect(count("2026-12-01", "/blog")).toEqual({ views: 7, visitors: 2 });
    expect(count("2026-12-01", "*", "device", "phone")).toEqual({ views: 7, visitors: 2 });
    const search = m.dbm.sqlite
      .prepare("select searches, empty_searches as empty from search_terms where day = ? and term = ?")
      .get("2026-12-01", "malaria nets");
    expect(search).toEqual({ searches: 2, empty: 2 });
  });
});
