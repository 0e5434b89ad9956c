import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { uniqueName } from "../support/blog-data";
import { DEMO, expect, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Issue 23 §13: one site time zone (settings, Africa/Kigali by default) for every time staff and visitors see.
// The server runs in UTC and the browser in Lima (UTC-5): a time formatted on either machine's clock shows up here.
const AT = Date.UTC(2026, 2, 10, 22, 30); // 22:30 UTC on 10 March: 00:30 on the 11th in Kigali, 18:30 on the 10th in New York
const ISO = new Date(AT).toISOString();

/** What the site must print for an instant in a zone, written here with Intl alone (not the app's formatter). */
function onClock(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return {
    long: `${p.month} ${p.day}, ${p.year}`,
    short: `${p.month} ${p.day}`,
    withTime: `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}`,
    time: `${p.hour}:${p.minute}`,
  };
}

/** Every <time datetime> on the page reads the instant on the zone's clock, in one of the site's formats. */
async function expectTimesOn(page: Page, timeZone: string, atLeast = 1) {
  const times = await page
    .locator("time[datetime]")
    .evaluateAll((els) => els.map((e) => ({ iso: e.getAttribute("datetime")!, text: (e.textContent ?? "").trim() })));
  expect(times.length, `times on ${page.url()}`).toBeGreaterThanOrEqual(atLeast);
  for (const { iso, text } of times)
    expect(Object.values(onClock(iso, timeZone)), `${iso} on ${page.url()}`).toContain(text);
}

test.describe("the site's time zone", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ timezoneId: "America/Lima" });
  let server: OwnServer | undefined;
  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
  });

  test("every time is shown in Kigali time whatever the server's zone, and follows the setting", async ({
    page,
    js,
  }) => {
    const port = ownPort("timeZone", js ? 0 : 1);
    const base = `http://localhost:${port}`;
    server = await startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "true",
        SESSION_SECRET: "time-zone-secret-0123456789abcdef",
        APP_URL: base,
        TZ: "UTC",
      },
      port,
    );
    expect(
      (await page.request.post(`${base}/api/auth/login`, { headers: { Origin: base }, data: DEMO.admin })).status(),
    ).toBe(200);
    const title = uniqueName("E2E time zone");
    const made = await page.request.post(`${base}/api/blog`, {
      headers: { Origin: base },
      data: {
        title,
        excerpt: "A post with a known time.",
        content: "<p>Body.</p>",
        category: "Research",
        status: "published",
        featuredImage: "https://images.example.org/clock.jpg",
        featuredImageAlt: "A wall clock",
      },
    });
    expect(made.status()).toBe(201);
    const id = (await made.json()).data._id as string;
    const subject = uniqueName("E2E time zone message");

    // The post, its history, its audit entry, a contact message and a subscriber, all at one known instant.
    const db = new Database(path.join(server.dataDir, "app.db"));
    db.prepare("update posts set created_at = ?, published_at = ? where id = ?").run(AT, AT, id);
    db.prepare("update post_revisions set created_at = ? where post_id = ?").run(AT, id);
    db.prepare("update audit_log set created_at = ? where target_id = ?").run(AT, id);
    db.prepare(
      "insert into contact_messages (id, name, email, subject, message, type, status, created_at) values (?, 'Time Tester', 'time@example.org', ?, 'What time is it?', 'general', 'new', ?)",
    ).run(randomUUID(), subject, AT + 60_000);
    db.prepare(
      "insert into subscribers (id, email, lang, status, unsubscribe_token, created_at) values (?, ?, 'en', 'active', ?, ?)",
    ).run(randomUUID(), `time-${Date.now()}@example.org`, randomUUID(), AT);
    db.prepare(
      "insert into mail_outbox (id, kind, to_address, subject, text, html, status, attempts, next_attempt_at, last_error, created_at) values (?, 'verification', 'time@example.org', 'Your code', '', '', 'failed', 5, ?, 'refused', ?)",
    ).run(randomUUID(), AT, AT);
    db.close();

    const check = async (timeZone: string, label: string) => {
      const at = onClock(ISO, timeZone);
      const message = onClock(new Date(AT + 60_000).toISOString(), timeZone);
      await page.goto(`${base}/admin`);
      await expect(page.getByText(`Times are ${label}`)).toBeVisible();
      await expect(page.getByRole("region", { name: "Recent activity" }).getByText(at.withTime).first()).toBeVisible();
      await expectTimesOn(page, timeZone, 3);
      await page.goto(`${base}/admin/contact-messages`);
      await expect(page.getByText(message.withTime).first()).toBeVisible();
      await expectTimesOn(page, timeZone);
      await page.goto(`${base}/admin/blog/history/${id}`);
      await expect(page.getByText(at.withTime).first()).toBeVisible();
      await expectTimesOn(page, timeZone);
      for (const screen of ["/admin/blog", "/admin/users", "/admin/mail", "/blog"]) {
        await page.goto(base + screen);
        await expectTimesOn(page, timeZone);
      }
      await page.goto(`${base}/admin/subscribers`);
      await expect(page.getByText(`since ${at.long}`).first()).toBeVisible();
      await page.goto(`${base}/blog/${id}`);
      await expect(page.locator(`time[datetime="${ISO}"]`).first()).toHaveText(at.long);
      // A backup made now: its time on the same clock.
      await page.goto(`${base}/admin/backups`);
      if ((await page.getByText("No backup yet.").count()) > 0) {
        await page.getByRole("button", { name: "Back up now" }).click();
        await expect(page.getByText("Last backup:")).toBeVisible({ timeout: 30_000 });
      }
      await expectTimesOn(page, timeZone);
    };

    await check("Africa/Kigali", "Kigali time (UTC+2)");
    expect(onClock(ISO, "Africa/Kigali").withTime).toBe("Mar 11, 2026 00:30");

    // Staff choose another zone: every screen follows at once (New York: the 10th, not the 11th).
    await page.goto(`${base}/admin/settings`);
    const section = page.getByRole("region", { name: "Time zone" });
    await section.getByLabel("Site time zone").selectOption("America/New_York");
    await section.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/Saved Time zone/)).toBeVisible();
    const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")!
      .value.replace("GMT", "UTC");
    await check("America/New_York", `New York time (${offset})`);
    expect(onClock(ISO, "America/New_York").long).toBe("Mar 10, 2026");

    // A zone Intl does not know is refused with a message, and nothing changes.
    const refused = await page.request.post(`${base}/admin/settings`, {
      headers: { Origin: base },
      form: { section: "time", "time.timeZone": "Mars/Olympus_Mons", at: "time" },
    });
    expect(refused.status()).toBe(400);
    const db2 = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    expect(
      JSON.parse(db2.prepare("select value from site_settings where key = 'time'").pluck().get() as string),
    ).toEqual({ timeZone: "America/New_York" });
    db2.close();
  });
});
