import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createBackup } from "../../app/platform/backups/archive.mjs";
import { loginAs } from "../support/auth";
import { writableDb } from "../support/blog-data";
import { DEMO, expect, openDb, test } from "../support/fixtures";
import { withLock } from "../support/lock";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Keep little, for a short time (issue 26): the retention job erases the raw question, the e-mail and the private
// code's hash (and a private answer) when their time is up, on a server of this spec's own, across restarts; a
// backup made afterwards holds none of them, byte for byte.

test.describe.configure({ timeout: 180_000 });
let server: OwnServer | undefined;
test.afterAll(async () => {
  if (server) await stopOwnServer(server);
});

const DAY = 86_400_000;
const start = (port: number, dir?: string) =>
  startOwnServer(
    {
      APP_MODE: "local",
      SEED_DEMO: "false",
      SESSION_SECRET: "question-erasure-secret-0123456789",
      APP_URL: `http://localhost:${port}`,
    },
    port,
    { dir },
  );
const open = (dir: string, readonly = false) => {
  const db = new Database(path.join(dir, "app.db"), { readonly });
  db.pragma("busy_timeout = 5000");
  return db;
};
const jobFinished = (dir: string) => {
  const db = open(dir, true);
  try {
    return db.prepare("select last_finished_at from job_runs where name = 'question-erasure'").pluck().get() as
      number | undefined;
  } finally {
    db.close();
  }
};
const dueAgain = (dir: string) => {
  const db = open(dir);
  db.prepare("delete from job_runs where name = 'question-erasure'").run();
  db.close();
};

test("the job erases what is due across a restart, once, and a later backup holds none of it", async ({ page, js }) => {
  const port = ownPort("questionsLibrary", js ? 0 : 1);
  const base = `http://localhost:${port}`;
  server = await start(port);
  await stopOwnServer(server, { keepData: true });
  const dir = server.dataDir;
  server = undefined;

  // Marks no other byte of the database holds: what must be gone, and (FRESH) what must still be there.
  const tok = `${js ? "j" : "n"}${Date.now().toString(36)}`;
  const secret = {
    published: `ORIGPUB${tok} my name is Aline from Nyamirambo`,
    private: `ORIGPRIV${tok} please help`,
    privateAnswer: `PRIVANSWER${tok}`,
    code: `c0de${tok}`.padEnd(64, "f"),
    email: `asker-${tok}@example.org`,
    stale: `ORIGSTALE${tok} nobody answered`,
    staleEmail: `stale-${tok}@example.org`,
  };
  const fresh = `FRESH${tok} asked ten days ago`;
  const now = Date.now();
  const db = open(dir);
  const add = db.prepare(
    `insert into questions (id, lang, topic, answer_way, original, email, code_hash, status, public_question, answer,
       answer_text, answered_at, published_at, read_at, created_at, updated_at)
     values (@id, 'rw', 'mental-health', @way, @original, @email, @code, @status, @pub, @answer, @answerText, @answered,
       @published, @read, @created, @created)`,
  );
  const row = (r: Record<string, unknown>) =>
    add.run({
      email: null,
      code: null,
      pub: "",
      answer: "",
      answerText: "",
      answered: null,
      published: null,
      read: null,
      ...r,
    });
  row({
    id: "pub",
    way: "library",
    original: secret.published,
    status: "published",
    pub: "Ese ni ibisanzwe guhangayika?",
    answer: "<p>Yego, ni ibisanzwe.</p>",
    answerText: "Yego, ni ibisanzwe.",
    answered: now - 31 * DAY,
    published: now - 31 * DAY,
    created: now - 33 * DAY,
  });
  row({
    id: "priv",
    way: "private",
    original: secret.private,
    code: secret.code,
    status: "answered",
    answer: `<p>${secret.privateAnswer}</p>`,
    answerText: secret.privateAnswer,
    answered: now - 45 * DAY,
    read: now - 31 * DAY,
    created: now - 46 * DAY,
  });
  row({
    id: "mail",
    way: "email",
    original: `ORIGMAIL${tok}`,
    email: secret.email,
    status: "answered",
    answer: "<p>m</p>",
    answered: now - 31 * DAY,
    created: now - 32 * DAY,
  });
  row({
    id: "stale",
    way: "email",
    original: secret.stale,
    email: secret.staleEmail,
    status: "new",
    created: now - 91 * DAY,
  });
  row({ id: "fresh", way: "library", original: fresh, status: "new", created: now - 10 * DAY });
  // Published and answered recently: kept.
  row({
    id: "recent",
    way: "library",
    original: `RECENT${tok}`,
    status: "published",
    pub: "Recent",
    answer: "<p>r</p>",
    answered: now - 20 * DAY,
    published: now - 20 * DAY,
    created: now - 21 * DAY,
  });
  // The job ran at the first start (nothing to do then): due again now.
  db.prepare("delete from job_runs where name = 'question-erasure'").run();
  db.close();

  // Restarted, the server runs the job (its state lives in the database, not in the process).
  server = await start(port, dir);
  await expect.poll(() => jobFinished(dir), { timeout: 15_000 }).not.toBeUndefined();
  const state = () => {
    const d = open(dir, true);
    try {
      return d
        .prepare(
          "select id, original, email, code_hash as code, public_question as pub, answer, erased_at as erasedAt from questions order by id",
        )
        .all() as {
        id: string;
        original: string | null;
        email: string | null;
        code: string | null;
        pub: string;
        answer: string;
        erasedAt: number | null;
      }[];
    } finally {
      d.close();
    }
  };
  const first = state();
  const byId = Object.fromEntries(first.map((r) => [r.id, r]));
  expect(byId.pub).toMatchObject({
    original: null,
    email: null,
    code: null,
    pub: "Ese ni ibisanzwe guhangayika?",
    answer: "<p>Yego, ni ibisanzwe.</p>",
    erasedAt: expect.any(Number),
  });
  for (const id of ["priv", "mail", "stale"])
    expect(byId[id], id).toMatchObject({
      original: null,
      email: null,
      code: null,
      pub: "",
      answer: "",
      erasedAt: expect.any(Number),
    });
  expect(byId.fresh).toMatchObject({ original: fresh, erasedAt: null });
  expect(byId.recent).toMatchObject({ original: `RECENT${tok}`, erasedAt: null });
  expect(server.log()).toContain("erased 4");
  for (const value of [...Object.values(secret), fresh]) expect(server.log()).not.toContain(value);

  // The library entry stays, with staff's public version only.
  await page.goto(`${base}/rw/questions/pub`);
  await expect(page.getByText("Ese ni ibisanzwe guhangayika?")).toBeVisible();
  await expect(page.getByText(secret.published)).toHaveCount(0);

  // Idempotent: after another restart the job runs again and changes nothing.
  await stopOwnServer(server, { keepData: true });
  server = undefined;
  dueAgain(dir);
  server = await start(port, dir);
  await expect.poll(() => jobFinished(dir), { timeout: 15_000 }).not.toBeUndefined();
  expect(state()).toEqual(first);

  // A backup made now (the same code as the daily job and `npm run backup`, while the server runs) holds none of it.
  const into = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-erasure-backup-"));
  try {
    const live = open(dir, true);
    let file: string;
    try {
      ({ file } = await createBackup({
        db: live,
        dataDir: dir,
        backupDir: into,
        migrationsDir: path.resolve("drizzle"),
        pagesPerStep: 0x7fffffff,
      }));
    } finally {
      live.close();
    }
    const out = path.join(into, "x");
    fs.mkdirSync(out);
    execFileSync("tar", ["-xzf", file, "-C", out]);
    const bytes = fs.readFileSync(path.join(out, "app.db"));
    // The scan sees text that is meant to be there (so it would see the rest).
    expect(bytes.includes(Buffer.from(fresh))).toBe(true);
    for (const [what, value] of Object.entries(secret)) expect(bytes.includes(Buffer.from(value)), what).toBe(false);
    expect(bytes.includes(Buffer.from(`ORIGMAIL${tok}`))).toBe(false);
  } finally {
    fs.rmSync(into, { recursive: true, force: true });
  }
});

// The settings may shorten the times, never lengthen them (the ask page promises 30 and 90 days at most). Settings are
// site-wide: held under the settings specs' lock, and put back after.
test("an admin shortens the times in the settings; longer ones are refused", async ({ page }) =>
  withLock("settings", async () => {
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await loginAs(page, DEMO.admin);
      await page.goto("/admin/settings");
      const section = page.getByRole("region", { name: "Questions" });
      await expect(section.getByLabel("Keep after the answer (days, 1–30)")).toHaveValue("30");
      await expect(section.getByLabel("Keep unanswered or declined (days, 1–90)")).toHaveValue("90");
      await section.getByLabel("Keep after the answer (days, 1–30)").fill("31");
      await section.getByRole("button", { name: "Save changes" }).click();
      await expect(section.getByText("Keep after the answer: at most 30 days").first()).toBeVisible();
      expect(openDb().prepare("select count(*) from site_settings where key = 'questions'").pluck().get()).toBe(0);

      await section.getByLabel("Keep after the answer (days, 1–30)").fill("7");
      await section.getByLabel("Keep unanswered or declined (days, 1–90)").fill("14");
      await section.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText(/Saved Questions/).first()).toBeVisible();
      const stored = openDb()
        .prepare("select value from site_settings where key = 'questions'")
        .pluck()
        .get() as string;
      const noTerms = { "self-harm": "", "sexual-violence": "", "violence-at-home": "", "child-at-risk": "" };
      expect(JSON.parse(stored)).toEqual({
        keepAfterAnswerDays: 7,
        keepUnansweredDays: 14,
        extraTerms: { en: noTerms, rw: noTerms, fr: noTerms },
      });
    } finally {
      const db = writableDb();
      db.prepare("delete from site_settings").run();
      db.close();
    }
  }));
