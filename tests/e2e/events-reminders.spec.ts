import path from "node:path";
import Database from "better-sqlite3";
import { uniqueEmail } from "../support/auth";
import { seedEvent, seedSignup } from "../support/event-door";
import { expect, mailsFor, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// The day-before reminder (issue 37, item 6) is a job, not a page: on a server of this spec's own, written to while
// it is stopped, it mails every confirmed person with an address once, in their language, through the SMTP sink —
// and a restart (a deploy, a crash) does not send it again. One project is enough: no page is involved.

test.describe.configure({ timeout: 180_000 });
let server: OwnServer | undefined;
test.afterAll(async () => {
  if (server) await stopOwnServer(server);
});

const start = (port: number, dir?: string) =>
  startOwnServer(
    {
      APP_MODE: "local",
      SEED_DEMO: "false",
      SESSION_SECRET: "event-reminders-secret-0123456789",
      APP_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
    port,
    { dir },
  );
const dueAgain = (dir: string) => {
  const db = new Database(path.join(dir, "app.db"));
  db.prepare("delete from job_runs where name = 'event-reminders'").run();
  db.close();
};
const jobRan = (dir: string) => {
  const db = new Database(path.join(dir, "app.db"), { readonly: true });
  const row = db.prepare("select count(*) n from job_runs where name = 'event-reminders'").get() as { n: number };
  db.close();
  return row.n;
};

test("confirmed people are reminded once, in their language; a restart does not remind them again", async ({ js }) => {
  test.skip(!js, "a job: one project is enough");
  const port = ownPort("eventReminders");
  server = await start(port);
  await stopOwnServer(server, { keepData: true });
  const dir = server.dataDir;
  server = undefined;

  const t = Date.now().toString(36);
  // Within the hour: whatever the hour in Kigali, the day-before moment (18:00 by default) has passed.
  const soon = seedEvent(`Workshop ${t}`, [Date.now() + 3_600_000], 30, dir);
  const later = seedEvent(`Next month ${t}`, [Date.now() + 30 * 86_400_000], 30, dir);
  const who = {
    rw: uniqueEmail("rw"),
    en: uniqueEmail("en"),
    volunteer: uniqueEmail("vol"),
    cancelled: uniqueEmail("cancelled"),
    pending: uniqueEmail("pending"),
    later: uniqueEmail("later"),
  };
  const d = soon.dates[0]!;
  seedSignup({ dateId: d, name: "Aline", email: who.rw, lang: "rw" }, dir);
  seedSignup({ dateId: d, name: "Eric", email: who.en }, dir);
  seedSignup({ dateId: d, name: "Claudine", email: who.volunteer, kind: "volunteer", lang: "fr" }, dir);
  seedSignup({ dateId: d, name: "Gone", email: who.cancelled, status: "cancelled" }, dir);
  seedSignup({ dateId: d, name: "Never confirmed", email: who.pending, status: "pending" }, dir);
  seedSignup({ dateId: d, name: "No address" }, dir);
  seedSignup({ dateId: later.dates[0]!, name: "Later", email: who.later }, dir);
  dueAgain(dir);

  server = await start(port, dir);
  expect((await mailsFor(who.rw, 1, 20_000)).map((m) => m.subject)).toEqual([`Ejo: Workshop ${t}`]);
  expect((await mailsFor(who.en, 1, 20_000)).map((m) => m.subject)).toEqual([`Tomorrow: Workshop ${t}`]);
  // French puts a narrow no-break space before the colon.
  expect((await mailsFor(who.volunteer, 1, 20_000)).map((m) => m.subject)).toEqual([`Demain\u202f: Workshop ${t}`]);
  // The log counts; it never names anyone.
  expect(server.log()).toContain("reminded 1 date(s): 3 mail(s) queued");
  for (const address of [who.rw, who.en, who.volunteer]) expect(server.log()).not.toContain(address);

  // Stopped and started again with the job due: nobody gets a second reminder.
  await stopOwnServer(server, { keepData: true });
  server = undefined;
  dueAgain(dir);
  server = await start(port, dir);
  await expect.poll(() => jobRan(dir), { timeout: 20_000 }).toBeGreaterThan(0);
  for (const address of [who.rw, who.en, who.volunteer]) expect(await mailsFor(address, 2, 2_000)).toHaveLength(1);
  for (const address of [who.cancelled, who.pending, who.later]) expect(await mailsFor(address, 1, 500)).toEqual([]);
});
