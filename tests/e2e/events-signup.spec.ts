import ical, { type VEvent } from "node-ical";
import { uniqueEmail } from "../support/auth";
import { seedEvent, seedShift } from "../support/event-door";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, mailsFor, openDb, test, uniqueIp, type Mail } from "../support/fixtures";

// Signing up from an event's page (issue 37), as a visitor does it: the form (with or without JavaScript), the
// confirmation link over SMTP, the ticket with its calendar file and QR code, the waiting list and the place that
// comes free. Each test seeds its own event, so the two projects never share places.

test.describe.configure({ timeout: 90_000 });

/** The sign-up form of an event page (the footer has a newsletter form with an e-mail box too). */
const form = (page: Page) => page.locator("#signup form");
/** Fills and sends the English form of an event's page. */
async function signUpInEnglish(page: Page, eventId: string, f: { name: string; email: string; people: string }) {
  await page.goto(`/events/${eventId}`);
  await form(page).getByLabel("Your name").fill(f.name);
  await form(page).getByLabel("E-mail").fill(f.email);
  await form(page)
    .getByLabel(/How many people/)
    .fill(f.people);
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Sign up" }).click();
}
type Attachment = { filename: string; contentType: string; content: string; cid?: string };
const tag = (js: boolean) => `${js ? "J" : "N"}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const linkIn = (mail: Mail, path: RegExp) => {
  const found = mail.text.match(new RegExp(`https?://[^\\s]+${path.source}[^\\s]*`));
  if (!found) throw new Error(`no ${path} link in “${mail.subject}”`);
  return new URL(found[0]).pathname;
};
async function mailWithSubject(address: string, subject: string) {
  const mails = await mailsFor(address, 1, 20_000);
  const deadline = Date.now() + 20_000;
  let found = mails.find((m) => m.subject === subject);
  while (!found && Date.now() < deadline) found = (await mailsFor(address, 1)).find((m) => m.subject === subject);
  expect(found, `a mail “${subject}” to ${address}`).toBeTruthy();
  return found as Mail & { attachments: Attachment[] };
}

test("in Kinyarwanda: sign up for two, confirm from the e-mail, get the ticket with its calendar file", async ({
  page,
}, info) => {
  const t = tag(info.project.name === "js");
  const title = `Amahugurwa ${t}`;
  // Whole seconds: a calendar file has no finer time.
  const starts = Math.floor(Date.now() / 1000) * 1000 + 3 * 86_400_000;
  const event = seedEvent(title, [starts], 10);
  const email = uniqueEmail("aline");

  await page.goto(`/rw/events/${event.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await form(page).getByLabel("Izina ryawe").fill(`Aline ${t}`);
  await form(page).getByLabel("Imeyili").fill(email);
  await form(page).getByLabel("Muzaba muri bangahe (nawe urimo)").fill("2");
  await form(page)
    .getByLabel(/Mumenyeshe ibyerekeye iki gikorwa/)
    .check();
  await form(page).getByRole("button", { name: "Iyandikishe" }).click();
  await expect(page.locator("#signup").getByRole("status")).toContainText("imeyili");
  await expectNoAxeViolations(page);

  const confirm = await mailWithSubject(email, `Emeza iyandikwa ryawe: ${title}`);
  const confirmPath = linkIn(confirm, /\/rw\/events\/confirm\//);
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Emeza iyandikwa ryanjye" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wiyandikishije");

  const ticket = await mailWithSubject(email, `Itike yawe: ${title}`);
  expect(ticket.text).toContain("Ku bantu 2.");
  expect(ticket.text).toMatch(/Kode y'itike yawe: \S+/);
  const ics = ticket.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(ics, "a calendar file").toBeTruthy();
  const parsed = Object.values(ical.sync.parseICS(ics!.content)).filter((c): c is VEvent => c?.type === "VEVENT");
  expect(parsed).toHaveLength(1);
  expect(parsed[0]!.start.getTime()).toBe(starts);
  const qr = ticket.attachments.find((a) => a.contentType === "image/png");
  expect(Buffer.from(qr!.content, "base64").subarray(1, 4).toString()).toBe("PNG");

  // The confirm link is spent; the database holds the sign-up, confirmed, for two, in Kinyarwanda.
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Emeza iyandikwa ryanjye" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Wiyandikishije");
  const db = openDb();
  const rows = db
    .prepare("select status, people, lang from event_signups where date_id = ? and email_key = ?")
    .all(event.dates[0], email.toLowerCase());
  db.close();
  expect(rows).toEqual([{ status: "confirmed", people: 2, lang: "rw" }]);
});

test("full: the next person waits; when a place is given back, the first in line is told it is theirs", async ({
  page,
}, info) => {
  const t = tag(info.project.name === "js");
  const title = `Small room ${t}`;
  const event = seedEvent(title, [Date.now() + 2 * 86_400_000], 2);
  const first = uniqueEmail("first");
  const second = uniqueEmail("second");

  const signUp = (name: string, email: string, people: string) =>
    signUpInEnglish(page, event.id, { name, email, people });
  await signUp(`First ${t}`, first, "2");
  await expect(page.locator("#signup").getByRole("status")).toContainText("Almost done");
  await page.goto(linkIn(await mailWithSubject(first, `Confirm your sign-up: ${title}`), /\/events\/confirm\//));
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed up");
  const ticket = await mailWithSubject(first, `Your ticket: ${title}`);

  await page.goto(`/events/${event.id}`);
  await expect(form(page).getByRole("combobox")).toContainText("Full");
  await signUp(`Second ${t}`, second, "1");
  await expect(page.locator("#signup").getByRole("status")).toContainText("waiting list");
  await page.goto(linkIn(await mailWithSubject(second, `Confirm your sign-up: ${title}`), /\/events\/confirm\//));
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("status")).toContainText("waiting list");
  await mailWithSubject(second, `Waiting list: ${title}`);

  // The first person gives their places back from the ticket's manage link.
  await page.goto(linkIn(ticket, /\/events\/manage\//));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sign-up");
  await page.getByRole("button", { name: "Give my place back" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your sign-up is cancelled.");

  const movedUp = await mailWithSubject(second, `A place is yours: ${title}`);
  expect(movedUp.attachments.some((a) => a.contentType.startsWith("text/calendar"))).toBe(true);
  const db = openDb();
  const statuses = db
    .prepare("select email_key, status from event_signups where date_id = ? order by arrival")
    .all(event.dates[0]);
  db.close();
  expect(statuses).toEqual([
    { email_key: first.toLowerCase(), status: "cancelled" },
    { email_key: second.toLowerCase(), status: "confirmed" },
  ]);
});

test("the same e-mail twice changes the one sign-up; bad input is answered beside its field, nothing stored", async ({
  page,
}, info) => {
  const t = tag(info.project.name === "js");
  const event = seedEvent(`Twice ${t}`, [Date.now() + 86_400_000], 10);
  const email = uniqueEmail("twice");
  await page.goto(`/events/${event.id}`);
  // A phone made of letters: said beside its field, what was typed kept.
  await form(page).getByLabel("Your name").fill(`Twice ${t}`);
  await form(page).getByLabel("E-mail").fill(email);
  await form(page).getByLabel(/Phone/).fill("call me");
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("#phone-error")).toHaveText(/Write a phone number with digits only/);
  await expect(form(page).getByLabel("E-mail")).toHaveValue(email);
  const db = openDb();
  const count = () =>
    (db.prepare("select count(*) n from event_signups where email_key = ?").get(email.toLowerCase()) as { n: number })
      .n;
  expect(count()).toBe(0);

  for (const people of ["1", "3"]) {
    await signUpInEnglish(page, event.id, { name: `Twice ${t}`, email, people });
    await expect(page.locator("#signup").getByRole("status")).toContainText("Almost done");
  }
  expect(count()).toBe(1);
  expect(db.prepare("select people from event_signups where email_key = ?").get(email.toLowerCase())).toEqual({
    people: 3,
  });
  db.close();
});

test("fifty sign-ups at once for ten places: ten hold them, forty wait, none is an error", async ({ request, js }) => {
  test.skip(!js, "form posts over HTTP: one project is enough");
  const t = tag(js);
  const event = seedEvent(`Rush ${t}`, [Date.now() + 86_400_000], 10);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post(`/events/${event.id}`, {
        headers: { "X-Forwarded-For": uniqueIp() },
        form: {
          dateId: event.dates[0]!,
          name: `Rush ${i}`,
          email: uniqueEmail(`rush${i}`),
          people: "1",
          consent: "on",
        },
      }),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(50).fill(200));
  const db = openDb();
  const counts = db
    .prepare("select status, count(*) n, sum(people) people from event_signups where date_id = ? group by status")
    .all(event.dates[0]);
  const arrivals = db
    .prepare("select count(distinct arrival) n from event_signups where date_id = ?")
    .get(event.dates[0]) as { n: number };
  db.close();
  expect(counts).toEqual([
    { status: "pending", n: 10, people: 10 },
    { status: "waiting", n: 40, people: 40 },
  ]);
  // Everyone has a place in the queue of their own.
  expect(arrivals.n).toBe(50);
});

test("a volunteer takes a shift from the same form; a full shift is no longer offered", async ({ page }, info) => {
  const t = tag(info.project.name === "js");
  const event = seedEvent(`Clean-up ${t}`, [Date.now() + 2 * 86_400_000], 30);
  const shift = seedShift(event.id, `Water point ${t}`, 1);
  const email = uniqueEmail("volunteer");
  await page.goto(`/events/${event.id}`);
  await form(page).getByLabel("Your name").fill(`Volunteer ${t}`);
  await form(page).getByLabel("E-mail").fill(email);
  await form(page)
    .getByRole("radio", { name: new RegExp(`Water point ${t}`) })
    .check();
  await form(page).getByRole("checkbox").check();
  await form(page).getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("#signup").getByRole("status")).toContainText("Almost done");
  const db = openDb();
  expect(
    db.prepare("select kind, shift_id as shiftId from event_signups where email_key = ?").get(email.toLowerCase()),
  ).toEqual({ kind: "volunteer", shiftId: shift });
  db.close();
  // Its one place is held: the next visitor is not offered it.
  await page.goto(`/events/${event.id}`);
  await expect(form(page).getByRole("radio", { name: new RegExp(`Water point ${t}`) })).toHaveCount(0);
});
