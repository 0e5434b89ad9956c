import ical, { type VEvent } from "node-ical";
import { loginAs, uniqueEmail } from "../support/auth";
import { seedEvent, seedSignup } from "../support/event-door";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, test, type Mail } from "../support/fixtures";

// Staff change an event people have signed up for (issue 37, items 1 and 7), from the admin screen: a moved date
// sends everyone confirmed an update (METHOD:REQUEST, SEQUENCE raised, the new time), a cancelled date a
// METHOD:CANCEL, the whole event cancelled its message; a duplicate is a new draft. Mails come through the SMTP sink
// and their calendar files are read by node-ical.

test.describe.configure({ timeout: 120_000 });

type Attachment = { contentType: string; content: string };
type SinkMail = Mail & { attachments: Attachment[] };
const tag = (js: boolean) => `${js ? "J" : "N"}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

async function mailTitled(address: string, subject: string): Promise<SinkMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = ((await mailsFor(address, 1, 2_000)) as SinkMail[]).find((m) => m.subject === subject);
    if (found || Date.now() > deadline) {
      expect(found, `a mail “${subject}” to ${address}`).toBeTruthy();
      return found!;
    }
  }
}
const calendarOf = (mail: SinkMail) => {
  const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(file, `a calendar file in “${mail.subject}”`).toBeTruthy();
  const events = Object.values(ical.sync.parseICS(file!.content)).filter((c): c is VEvent => c?.type === "VEVENT");
  return { raw: file!.content, event: events[0]! };
};
/** A datetime-local value one hour later (the field holds the site's wall clock; the hour is added to it). */
const hourLater = (value: string) => new Date(Date.parse(`${value}Z`) + 3_600_000).toISOString().slice(0, 16);

test("staff move one date, cancel another, then the whole event: each person told with the right calendar file", async ({
  page,
}, info) => {
  const t = tag(info.project.name === "js");
  const title = `Health camp ${t}`;
  const first = minute(Date.now() + 5 * 86_400_000);
  const event = seedEvent(title, [first, first + 7 * 86_400_000]);
  const [one, two] = [uniqueEmail("one"), uniqueEmail("two")];
  seedSignup({ dateId: event.dates[0]!, name: `One ${t}`, email: one });
  seedSignup({ dateId: event.dates[1]!, name: `Two ${t}`, email: two, lang: "rw" });

  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/events/${event.id}`);
  await page.getByText("Move date 1").click();
  const start = page.getByLabel("New start (date 1)");
  const end = page.getByLabel("New end (date 1)");
  await start.fill(hourLater(await start.inputValue()));
  await end.fill(hourLater(await end.inputValue()));
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Date moved; 1 person told")).toBeVisible();

  const moved = calendarOf(await mailTitled(one, `New time: ${title}`));
  expect(moved.raw).toContain("METHOD:REQUEST");
  expect(moved.raw).toMatch(/SEQUENCE:1\r?\n/);
  expect(moved.event.start.getTime()).toBe(first + 3_600_000);

  await page.getByLabel("Message if you cancel date 2").fill(`The hall is closed ${t}`);
  await page.getByRole("button", { name: "Cancel this date" }).last().click();
  await expect(page.getByText("Date cancelled; 1 person told")).toBeVisible();
  const cancelled = await mailTitled(two, `Byasubitswe: ${title}`);
  expect(cancelled.text).toContain(`The hall is closed ${t}`);
  const cancelledFile = calendarOf(cancelled);
  expect(cancelledFile.raw).toContain("METHOD:CANCEL");
  expect(cancelledFile.raw).toContain("STATUS:CANCELLED");

  // A copy is a new draft ("Copy of …"); the original keeps its people.
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("Copy made as a draft")).toBeVisible();
  const copyId = new URL(page.url()).pathname.split("/").pop();
  expect(copyId).not.toBe(event.id);
  const db = openDb();
  expect(db.prepare("select title, status from events where id = ?").get(copyId)).toEqual({
    title: `Copy of ${title}`,
    status: "draft",
  });

  await page.goto(`/admin/events/${event.id}`);
  await page.getByLabel("Message to everyone signed up").fill(`We are sorry ${t}`);
  await page.getByRole("button", { name: "Cancel event", exact: true }).click();
  // One press only asks: nothing is cancelled until the dialog's button is pressed; "Keep the event" keeps it.
  const ask = page.getByRole("alertdialog", { name: "Cancel this event?" });
  await expect(ask).toContainText("1 person signed up is told at once");
  await expect(ask).toContainText(`We are sorry ${t}`);
  await expectNoAxeViolations(page);
  expect(db.prepare("select status from events where id = ?").get(event.id)).toEqual({ status: "published" });
  await ask.getByRole("link", { name: "Keep the event" }).click();
  await expect(ask).toBeHidden();
  expect(db.prepare("select status from events where id = ?").get(event.id)).toEqual({ status: "published" });
  await page.getByLabel("Message to everyone signed up").fill(`We are sorry ${t}`);
  await page.getByRole("button", { name: "Cancel event", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel event and tell them" }).click();
  await expect(page.getByText("Event cancelled; 1 person told")).toBeVisible();
  const whole = await mailTitled(one, `Cancelled: ${title}`);
  expect(whole.text).toContain(`We are sorry ${t}`);
  expect(db.prepare("select status from event_dates where event_id = ? order by starts_at").all(event.id)).toEqual([
    { status: "cancelled" },
    { status: "cancelled" },
  ]);
  db.close();
  // The person of the date already cancelled is not told twice.
  expect((await mailsFor(two, 5, 1_000)).map((m) => m.subject)).toEqual([`Byasubitswe: ${title}`]);
});
