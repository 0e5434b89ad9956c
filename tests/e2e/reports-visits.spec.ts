import { randomBytes } from "node:crypto";
import { rawRequest } from "../support/raw-http";
import { DEMO, expect, openDb, test, uniqueIp } from "../support/fixtures";
import { createSessionToken, sessionCookieValue } from "../support/sessions";

// Issue 39: public page views counted on the server, without a cookie, guest-cache hits included. Each test tags
// its requests with its own utm_campaign (the guest cache drops the parameter from its key, so hits still happen)
// and reads the whole-site row for that campaign: views, and daily unique visitors.

const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const tag = () => `e2e-${randomBytes(5).toString("hex")}`;
const today = () => new Date().toISOString().slice(0, 10);

type Counts = { views: number; visitors: number };
/** The campaign's whole-site count, once the once-a-second write has happened. */
async function campaign(name: string, expected?: Partial<Counts>): Promise<Counts> {
  let counts: Counts = { views: 0, visitors: 0 };
  await expect
    .poll(
      () => {
        const db = openDb();
        try {
          const row = db
            .prepare(
              "select views, visitors from visit_counts where day = ? and path = '*' and kind = 'utm_campaign' and value = ?",
            )
            .get(today(), name) as Counts | undefined;
          counts = row ?? { views: 0, visitors: 0 };
          return {
            ...counts,
            ...Object.fromEntries(Object.keys(expected ?? {}).map((k) => [k, counts[k as keyof Counts]])),
          };
        } finally {
          db.close();
        }
      },
      { timeout: 6000 },
    )
    .toMatchObject(expected ?? {});
  return counts;
}

const visit = (path: string, headers: Record<string, string>) => rawRequest(path, { "User-Agent": PHONE, ...headers });

test("guest pages from the cache and rendered are counted, a visitor once a day, with no cookie set", async () => {
  const name = tag();
  const one = uniqueIp();
  const other = uniqueIp();
  const seen: string[] = [];
  // Warm the cache (by a bot: not counted). A page first asked with extra parameters is rendered, not stored.
  for (const path of ["/about", "/blog", "/about", "/blog"]) await visit(path, { "User-Agent": BOT });
  // The same guest four times across two pages (the second asks of each come from the cache), then another guest.
  for (const path of ["/about", "/about", "/blog", "/blog"]) {
    const answer = await visit(`${path}?utm_campaign=${name}`, { "X-Forwarded-For": one });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    seen.push(String(answer.headers["x-cache"]));
  }
  expect(seen).toContain("HIT");
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": other });
  expect(await campaign(name, { views: 5 })).toEqual({ views: 5, visitors: 2 });
});

test("pages not served by the guest cache count too: another cookie, a signed-in reader; staff do not", async () => {
  const name = tag();
  const readerCookie = `__session=${await sessionCookieValue(createSessionToken(DEMO.reader))}`;
  const editorCookie = `__session=${await sessionCookieValue(createSessionToken(DEMO.editor))}`;
  const plain = await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), Cookie: "other=1" });
  expect(plain.status).toBe(200);
  expect(plain.headers["x-cache"]).toBeUndefined();
  const reader = await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), Cookie: readerCookie });
  expect(reader.status).toBe(200);
  const editor = await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), Cookie: editorCookie });
  expect(editor.status).toBe(200);
  expect(await campaign(name, { views: 2 })).toEqual({ views: 2, visitors: 2 });
  // Nothing more arrives later for the editor's view.
  await new Promise((r) => setTimeout(r, 1500));
  expect(await campaign(name)).toEqual({ views: 2, visitors: 2 });
});

test("bots are left out; Sec-GPC and DNT readers add a view and never a visitor", async () => {
  const name = tag();
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), "User-Agent": BOT });
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), "Sec-GPC": "1" });
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp(), DNT: "1" });
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": uniqueIp() });
  expect(await campaign(name, { views: 3 })).toEqual({ views: 3, visitors: 1 });
});

test("channels from real referrers, and no address or user agent in the database", async () => {
  const name = tag();
  const address = uniqueIp();
  const before = (channel: string) => channelViews(channel);
  const wa = before("whatsapp");
  const fb = before("facebook");
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": address, Referer: "android-app://com.whatsapp/" });
  await visit(`/about?utm_campaign=${name}`, { "X-Forwarded-For": address, Referer: "https://m.facebook.com/" });
  await campaign(name, { views: 2 });
  expect(channelViews("whatsapp")).toBeGreaterThanOrEqual(wa + 1);
  expect(channelViews("facebook")).toBeGreaterThanOrEqual(fb + 1);
  const db = openDb();
  try {
    const everything = JSON.stringify([
      db.prepare("select * from visit_counts").all(),
      db.prepare("select * from search_terms").all(),
    ]);
    expect(everything).not.toContain(address);
    expect(everything).not.toContain("Mozilla");
    expect(everything).not.toContain("Android");
  } finally {
    db.close();
  }
});

function channelViews(channel: string) {
  const db = openDb();
  try {
    const row = db
      .prepare("select views from visit_counts where day = ? and path = '*' and kind = 'channel' and value = ?")
      .get(today(), channel) as { views: number } | undefined;
    return row?.views ?? 0;
  } finally {
    db.close();
  }
}

test("a reader in the browser gets no cookie from being counted", async ({ page, context }) => {
  await page.goto("/about");
  await page.goto("/blog");
  expect(await context.cookies()).toEqual([]);
});
