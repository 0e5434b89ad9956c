import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { FAKE_AT_CREDENTIALS, startFakeAfricasTalking } from "../../scripts/harness/fake-africastalking.mjs";
import { seedEvent, seedSignup } from "../support/event-door";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

/**
 * Issue 38, events by SMS: a sign-up with a phone instead of an e-mail, confirmed by the code the fake Africa's
 * Talking received (a wrong code refused first, nothing confirmed; new codes held to three texts an hour); the day-before reminder texted once across a
 * restart; past the month's cap the reminder is withheld while a receipt still goes; no number in the log.
 * A server and a fake of this spec's own: +206 js / +207 no-js, fake +208 / +209 (OWN_PORTS.smsEvents).
 */
const SECRET = "sms-events-secret-0123456789abcdef";

let server: OwnServer | undefined;
let at: Awaited<ReturnType<typeof startFakeAfricasTalking>> | undefined;
// One after another in a project: both tests of the js project use its ports.
test.describe.configure({ mode: "default", timeout: 180_000 });
test.afterEach(async () => {
  if (server) await stopOwnServer(server);
  server = undefined;
  await at?.close();
  at = undefined;
});

const start = (port: number, dir?: string) =>
  startOwnServer(
    {
      APP_MODE: "local",
      SEED_DEMO: "false",
      SESSION_SECRET: SECRET,
      APP_URL: `http://localhost:${port}`,
      ...FAKE_AT_CREDENTIALS,
      AFRICASTALKING_API_URL: at!.url,
    },
    port,
    { dir },
  );
function db<T>(dir: string, fn: (d: Database.Database) => T): T {
  const d = new Database(path.join(dir, "app.db"));
  try {
    d.pragma("busy_timeout = 5000");
    return fn(d);
  } finally {
    d.close();
  }
}

test("a sign-up by phone: a wrong code is refused, the texted code confirms it", async ({ page, js }) => {
  const offset = js ? 0 : 1;
  const port = ownPort("smsEvents", offset);
  at = await startFakeAfricasTalking({ port: ownPort("smsEvents", 2 + offset) });
  server = await start(port);
  const base = `http://localhost:${port}`;
  const dir = server.dataDir;
  const title = `Workshop ${Date.now().toString(36)}`;
  const event = seedEvent(title, [Date.now() + 5 * 86_400_000], 30, dir);
  const phone = `25078${js ? 7 : 9}654321`;

  await page.goto(`${base}/events/${event.id}`);
  await page.getByRole("radio", { name: "By SMS (no e-mail needed)" }).check();
  await page.getByLabel("Your name", { exact: true }).fill("Aline");
  await page.getByLabel("Mobile number (Rwanda, +250)").fill(`0${phone.slice(3, 6)} ${phone.slice(6)}`);
  await page.getByLabel("Text me the code, a reminder the day before, and any change to this event").check();
  await page.getByLabel(/Contact me about this event/).check();
  await page.locator("#signup form button[type=submit]").click();
  await expect(page).toHaveURL(/\/events\/code\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Type the code we texted you");
  await expectNoAxeViolations(page);

  await expect.poll(() => at!.messages().filter((m) => m.to === `+${phone}`).length, { timeout: 20_000 }).toBe(1);
  const text = at!.messages().find((m) => m.to === `+${phone}`)!.message as string;
  const code = /\b(\d{6})\b/.exec(text)![1]!;
  expect(text).toMatch(/\/r\/[\w-]{8}/);
  const signup = () =>
    db(dir, (d) => d.prepare("select status, sms_code_tries from event_signups where sms_to = ?").get(phone)) as {
      status: string;
      sms_code_tries: number;
    };
  expect(signup()).toEqual({ status: "pending", sms_code_tries: 0 });
  expect(
    db(dir, (d) => d.prepare("select wording from sms_consents where to_number = ?").all(phone)) as unknown[],
  ).toEqual([{ wording: "Text me the code, a reminder the day before, and any change to this event" }]);

  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("alert")).toHaveText("This code is not right. You can try 4 more times.");
  expect(signup()).toEqual({ status: "pending", sms_code_tries: 1 });

  // Two new codes make three texts to the number this hour; a third new code is refused (429) with why.
  const resend = () => page.getByRole("button", { name: "Send me a new code" }).click();
  for (let i = 2; i <= 3; i++) {
    await resend();
    await expect(page.getByRole("status")).toHaveText("We sent a new code. The old one no longer works.");
    await expect.poll(() => at!.messages().filter((m) => m.to === `+${phone}`).length, { timeout: 20_000 }).toBe(i);
  }
  await resend();
  await expect(page.getByRole("alert")).toContainText("Try again in an hour.");
  const latest = /\b(\d{6})\b/.exec(
    at!
      .messages()
      .filter((m) => m.to === `+${phone}`)
      .at(-1)!.message as string,
  )![1]!;
  expect(signup()).toEqual({ status: "pending", sms_code_tries: 0 });

  await page.getByLabel("6-digit code").fill(latest);
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your sign-up is confirmed. We will text you a reminder the day before.",
  );
  expect(signup().status).toBe("confirmed");
  await expectNoAxeViolations(page);

  // Nothing of the number or the code in the server's log.
  expect(server.output).not.toContain(phone.slice(3));
  expect(server.output).not.toContain(latest);
});

test("the reminder is texted once across a restart; past the cap it is withheld while a receipt goes", async ({
  js,
}) => {
  test.skip(!js, "jobs: one project is enough");
  const port = ownPort("smsEvents");
  at = await startFakeAfricasTalking({ port: ownPort("smsEvents", 2) });
  server = await start(port);
  await stopOwnServer(server, { keepData: true });
  const dir = server.dataDir;
  server = undefined;
  const dueAgain = () => db(dir, (d) => d.prepare("delete from job_runs where name = 'event-reminders'").run());
  const smsSignup = (title: string, phone: string) => {
    // Within the hour: whatever the hour in Kigali, the day-before moment has passed.
    const e = seedEvent(title, [Date.now() + 3_600_000], 30, dir);
    const id = seedSignup({ dateId: e.dates[0]!, name: "Eric" }, dir);
    db(dir, (d) => {
      d.prepare("update event_signups set sms_to = ? where id = ?").run(phone, id);
      d.prepare(
        "insert into sms_consents (id, to_number, purpose, subject, wording, lang, created_at) values (?, ?, 'event', ?, 'Text me', 'en', ?)",
      ).run(randomUUID(), phone, `event-signup:${id}`, Date.now());
    });
  };
  const textsTo = (phone: string) => at!.messages().filter((m) => m.to === `+${phone}`);

  const first = "250788111222";
  smsSignup("Clean-up day", first);
  dueAgain();
  server = await start(port, dir);
  await expect.poll(() => textsTo(first).length, { timeout: 30_000 }).toBe(1);
  expect(textsTo(first)[0]!.message).toContain("Clean-up day is tomorrow");
  expect(server.log()).toContain("reminded 1 date(s): 0 mail(s), 1 text(s) queued");

  // Stopped and started with the job due again: no second text.
  await stopOwnServer(server, { keepData: true });
  dueAgain();
  server = await start(port, dir);
  const ran = () =>
    db(dir, (d) => d.prepare("select count(*) n from job_runs where name = 'event-reminders'").get() as { n: number })
      .n;
  await expect.poll(ran, { timeout: 20_000 }).toBeGreaterThan(0);
  await wait(3_000);
  expect(textsTo(first)).toHaveLength(1);
  await stopOwnServer(server, { keepData: true });
  server = undefined;

  // The month's cap (10 RWF) is below what was spent (the fake charges 20): the next reminder is withheld, a
  // receipt queued beside it still goes.
  const second = "250788333444";
  const donor = "250788555666";
  smsSignup("Football day", second);
  db(dir, (d) => {
    d.prepare("insert or replace into site_settings (key, value, updated_at) values ('sms', ?, ?)").run(
      JSON.stringify({ monthlyCap: 10 }),
      Date.now(),
    );
    const consent = randomUUID();
    d.prepare(
      "insert into sms_consents (id, to_number, purpose, subject, wording, lang, created_at) values (?, ?, 'receipt', 'donation:x', 'Send my receipt', 'en', ?)",
    ).run(consent, donor, Date.now());
    d.prepare(
      "insert into sms_outbox (id, kind, to_number, message, segments, consent_id, next_attempt_at, created_at) values (?, 'receipt', ?, 'Receipt R-1', 1, ?, ?, ?)",
    ).run(randomUUID(), donor, consent, Date.now(), Date.now());
  });
  dueAgain();
  server = await start(port, dir);
  await expect.poll(() => textsTo(donor).length, { timeout: 30_000 }).toBe(1);
  await expect
    .poll(
      () =>
        db(dir, (d) =>
          d.prepare("select status from sms_outbox where to_number = ? and kind = 'event-reminder'").all(second),
        ),
      { timeout: 30_000 },
    )
    .toEqual([{ status: "withheld" }]);
  expect(textsTo(second)).toEqual([]);
  for (const phone of [first, second, donor]) expect(server.output).not.toContain(phone.slice(3));
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
