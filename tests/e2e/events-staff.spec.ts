import { randomBytes } from "node:crypto";
import ical, { type VEvent } from "node-ical";
import { loginAs } from "../support/auth";
import { seedEvent, seedShift, seedSignup } from "../support/event-door";
import { DEMO, expect, expectNoAxeViolations, sameOrigin, test } from "../support/fixtures";

// Staff screens of events (issue 37, item 1), on a phone: 360 px, JavaScript on and off. An editor creates a weekly
// event with 30 places and three volunteer shifts, publishes it, moves one date (the feed's SEQUENCE rises) and
// cancels another; an author may not publish.
test.use({ viewport: { width: 360, height: 740 } });

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
// Wall-clock values in Kigali (UTC+2 all year): the site's default zone.
function kigali(ms: number) {
  const d = new Date(ms + 2 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

test("an editor on a phone creates, publishes, moves and cancels dates of a weekly event", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Saturday workshop ${randomBytes(4).toString("hex")}`;
  // 09:00 Kigali time, two weeks ahead.
  const first = Math.ceil(Date.now() / DAY) * DAY + 14 * DAY + 7 * 3_600_000;
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New event" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Starts").fill(kigali(first));
  await page.getByLabel("Ends").fill(kigali(first + 3 * 3_600_000));
  await page.getByLabel("Repeats", { exact: true }).selectOption("weekly");
  await page.getByLabel("Repeats until").fill(kigali(first + 21 * DAY).slice(0, 10));
  await page.getByLabel("Place name").fill("Youth centre");
  await page.getByLabel("Places", { exact: true }).fill("30");
  await page.getByLabel("Status").selectOption("published");
  const roles: [string, string, string, string][] = [
    ["Registration desk", "08:00", "10:00", "3"],
    ["Facilitator", "09:00", "12:00", "2"],
    ["Clean-up", "12:00", "13:00", "4"],
  ];
  for (const [i, [role, from, to, places]] of roles.entries()) {
    await page.getByRole("button", { name: "Add a shift" }).click();
    await expect(page.getByLabel("Role", { exact: true }).nth(i)).toBeVisible();
    await page.locator(`#shift-${i}-role`).fill(role);
    await page.locator(`#shift-${i}-start`).fill(from);
    await page.locator(`#shift-${i}-end`).fill(to);
    await page.locator(`#shift-${i}-places`).fill(places);
  }
  // A role can be named in each language; a Kinyarwanda reader sees its own name (the English where it is empty).
  await page.getByLabel("Role in Kinyarwanda").first().fill("Kwakira abashyitsi");
  // Typed values survive a row being added (nothing is saved yet).
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: `Edit event: ${title}` })).toBeVisible();
  await expect(page.locator("[data-date-id]")).toHaveCount(4);
  await expect(page.locator("#shift-2-role")).toHaveValue("Clean-up");
  await expectNoAxeViolations(page);

  const eventId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("link", { name: "People" })).toHaveAttribute("href", `/admin/events/${eventId}/people`);
  await expect(page.getByRole("link", { name: "Check-in" })).toHaveAttribute(
    "href",
    `/admin/events/${eventId}/check-in`,
  );
  const listed = await request.get("/events");
  expect(await listed.text()).toContain(title);
  const inRw = (await (await request.get(`/rw/events/${eventId}`)).text()).replaceAll("<!-- -->", "");
  expect(inRw).toContain("Kwakira abashyitsi, 08:00–10:00");
  expect(inRw).toContain("Facilitator, 09:00–12:00");

  // Move date 2 by an hour: same UID, higher SEQUENCE, new start in the feed.
  const dateIds = await page.locator("[data-date-id]").evaluateAll((els) => els.map((e) => e.dataset.dateId!));
  const feedEvent = async (dateId: string) =>
    vevents(await (await request.get("/events.ics")).text()).find((v) => v.uid.startsWith(`${dateId}@`));
  const before = await feedEvent(dateIds[1]!);
  expect(before).toBeTruthy();
  const second = first + 7 * DAY;
  await page.getByText("Move date 2").click();
  await page.getByLabel("New start (date 2)").fill(kigali(second + 3_600_000));
  await page.getByLabel("New end (date 2)").fill(kigali(second + 4 * 3_600_000));
  await page.locator(`[data-date-id="${dateIds[1]}"]`).getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Date moved")).toBeVisible();
  const after = await feedEvent(dateIds[1]!);
  expect(Number(after!.sequence)).toBeGreaterThan(Number(before!.sequence ?? 0));
  expect(after!.start.toISOString()).toBe(new Date(second + 3_600_000).toISOString());

  // Cancel date 3 with a message.
  await page.getByLabel("Message if you cancel date 3").fill("The hall is closed that day.");
  await page.locator(`[data-date-id="${dateIds[2]}"]`).getByRole("button", { name: "Cancel this date" }).click();
  await expect(page.locator(`[data-date-id="${dateIds[2]}"]`)).toContainText("(cancelled)");
  expect((await feedEvent(dateIds[2]!))!.status).toBe("CANCELLED");
});

test("an author may draft an event but not publish one", async ({ page }) => {
  await loginAs(page, DEMO.author);
  await page.goto("/admin/events/new");
  const status = page.getByLabel("Status");
  await expect(status.locator("option")).toHaveText(["Draft (an editor publishes it)"]);
  const start = kigali(Date.now() + 30 * DAY);
  const fields = {
    title: "Author's try",
    startsAt: start,
    endsAt: start,
    placeName: "Hall",
    status: "published",
    intent: "save",
  };
  const refused = await page.request.post("/admin/events/new", { multipart: fields, headers: sameOrigin() });
  expect(refused.status()).toBe(403);
  const drafted = await page.request.post("/admin/events/new", {
    multipart: { ...fields, status: "draft" },
    headers: sameOrigin(),
    maxRedirects: 0,
  });
  expect(drafted.status()).toBe(302);
  expect(drafted.headers().location).toMatch(/^\/admin\/events\/[\w-]+$/);
});

test("the staff screens at 1440 px: no sideways scrolling, axe finds nothing; screenshots to look at", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const event = seedEvent(`Forum ${info.project.name} ${Date.now().toString(36)}`, [Date.now() + 2 * DAY]);
  seedShift(event.id, "Registration desk", 3);
  seedSignup({ dateId: event.dates[0]!, name: "Aline Uwase", email: `aline.${Date.now()}@example.org` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, DEMO.editor);
  for (const path of ["", "/new", `/${event.id}`, `/${event.id}/people`, `/${event.id}/check-in`]) {
    const response = await page.goto(`/admin/events${path}`);
    expect(response?.status(), path).toBe(200);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, { nameMismatch: true });
    await page.screenshot({
      path: info.outputPath(`admin-events${path.replace(/\W+/g, "-")}-1440.png`),
      fullPage: true,
    });
  }
});
