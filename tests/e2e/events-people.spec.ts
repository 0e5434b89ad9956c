import { loginAs, uniqueEmail } from "../support/auth";
import { seedEvent, seedShift, seedSignup } from "../support/event-door";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, test } from "../support/fixtures";

// The staff lists of an event (issue 37, item 9): sign-ups, the waiting list, shift coverage, check-ins and counts
// per date; the CSV with formula-like cells neutralised; e-mail everyone signed up through the outbox and the SMTP
// sink. People are written into the database; each test has its own event.

// axe without JavaScript loads the page twice; on a busy machine a test takes well past 30 s.
test.describe.configure({ timeout: 90_000 });

const tag = (js: boolean) => `${js ? "J" : "N"}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function workshop(t: string) {
  const event = seedEvent(`People ${t}`, [Date.now() + 86_400_000, Date.now() + 8 * 86_400_000]);
  const shift = seedShift(event.id, `Registration ${t}`, 3);
  const d = event.dates[0];
  const emails = {
    aline: uniqueEmail("aline"),
    eric: uniqueEmail("eric"),
    wait: uniqueEmail("wait"),
    vol: uniqueEmail("vol"),
  };
  seedSignup({ dateId: d, name: `Aline ${t}`, email: emails.aline, phone: "+250788123456", people: 2, lang: "rw" });
  seedSignup({ dateId: d, name: `=cmd|' /C calc'!A0 ${t}`, email: emails.eric });
  seedSignup({ dateId: d, name: `Waiting One ${t}`, email: emails.wait, status: "waiting" });
  seedSignup({ dateId: d, name: `Waiting Two ${t}`, status: "waiting" });
  seedSignup({ dateId: d, name: `Volunteer ${t}`, email: emails.vol, kind: "volunteer", shiftId: shift, lang: "fr" });
  // The other date's people are not in the first date's lists.
  seedSignup({ dateId: event.dates[1], name: `Next week ${t}`, email: uniqueEmail("next") });
  return { event, emails };
}

test("the lists of a date: sign-ups, waiting list in order, shift coverage; axe", async ({ page }, info) => {
  const t = tag(info.project.name === "js");
  const { event, emails } = workshop(t);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/events/${event.id}/people`);
  const signups = page.getByRole("region", { name: "Sign-ups table" });
  await expect(signups).toContainText(`Aline ${t}`);
  await expect(signups).toContainText(emails.aline);
  await expect(signups).toContainText("+250788123456");
  await expect(signups).not.toContainText(`Next week ${t}`);
  await expect(page.locator("section", { hasText: "Waiting list (2)" }).getByRole("listitem")).toHaveText([
    new RegExp(`Waiting One ${t}`),
    new RegExp(`Waiting Two ${t}`),
  ]);
  const shifts = page.getByRole("region", { name: "Shifts table" });
  await expect(shifts.getByRole("row").filter({ hasText: `Registration ${t}` })).toContainText("1 of 3");
  await expect(shifts).toContainText(`Volunteer ${t}`);
  await expect(page.locator('[data-count="Signed up"]')).toHaveText("3");
  await expectNoAxeViolations(page, { nameMismatch: true });

  // The other date, chosen.
  await page.getByRole("combobox", { name: "Date" }).selectOption(event.dates[1]);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("region", { name: "Sign-ups table" })).toContainText(`Next week ${t}`);
});

test("the CSV neutralises formula-like cells; authors may not have it", async ({ page, browser }, info) => {
  const t = tag(info.project.name === "js");
  const { event } = workshop(t);
  await loginAs(page, DEMO.editor);
  const res = await page.request.get(`/admin/events/${event.id}/people.csv?date=${event.dates[0]}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const csv = await res.text();
  expect(csv).toContain(`"'=cmd|' /C calc'!A0 ${t}"`);
  expect(csv).toContain(`"'+250788123456"`);
  expect(csv).toMatch(new RegExp(`"Waiting Two ${t}",[^\\r]*"waiting","2"`));
  expect(csv).not.toContain(`Next week ${t}`);
  const all = await (await page.request.get(`/admin/events/${event.id}/people.csv`)).text();
  expect(all).toContain(`Next week ${t}`);

  const other = await browser.newContext();
  const authorPage = await other.newPage();
  await loginAs(authorPage, DEMO.author);
  const refused = await authorPage.request.get(`/admin/events/${event.id}/people.csv`, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  await other.close();
});

test("e-mail everyone signed up: a confirmation step, one mail each in their language, an audit without addresses", async ({
  page,
}, info) => {
  const t = tag(info.project.name === "js");
  const { event, emails } = workshop(t);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/events/${event.id}/people`);
  await page.getByRole("textbox", { name: "Subject" }).fill(`Bring water ${t}`);
  await page.getByRole("textbox", { name: "Message" }).fill("We start at 8:00 sharp.\n\nSee you there.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status")).toContainText("This message will be e-mailed to 3 people");
  await expectNoAxeViolations(page, { nameMismatch: true });
  await page.getByRole("button", { name: "Send to 3 people" }).click();
  // A toast, which fades on its own: there, not necessarily still visible on a busy machine.
  await expect(page.getByText("Message queued for 3 people.")).toHaveCount(1);

  const [aline] = await mailsFor(emails.aline);
  expect(aline.subject).toBe(`Bring water ${t}`);
  expect(aline.text).toContain(`Muraho Aline ${t}`);
  expect(aline.text).toContain("We start at 8:00 sharp.");
  const [vol] = await mailsFor(emails.vol);
  expect(vol.text).toContain(`Bonjour Volunteer ${t}`);
  expect(await mailsFor(emails.eric)).toHaveLength(1);
  // The waiting list was not asked for.
  await new Promise((r) => setTimeout(r, 500));
  expect(await mailsFor(emails.wait, 0)).toHaveLength(0);

  const db = openDb();
  const audit = db
    .prepare("select summary, details from audit_log where target_id = ? and action = 'event.message_sent'")
    .all(event.id) as { summary: string; details: string }[];
  db.close();
  expect(audit).toHaveLength(1);
  expect(JSON.stringify(audit)).not.toContain("@");
});

test("an empty message is refused with its message, nothing sent", async ({ page }, info) => {
  const t = tag(info.project.name === "js");
  const { event } = workshop(t);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/events/${event.id}/people`);
  await page.getByRole("textbox", { name: "Subject" }).fill(`Empty ${t}`);
  await page.getByRole("textbox", { name: "Message" }).fill("   ");
  // The browser's own check is not the server's: submit past it.
  await page.locator("form:has(#message-text)").evaluate((f) => (f as HTMLFormElement).setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("Write the message.");
});
