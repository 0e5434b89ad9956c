import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, hydrated, mailsFor, openDb, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Answering questions (issue 26, staff): editors and admins work the queue at /admin/questions, answer each way the
// asker chose (library, private code, e-mail through the outbox in the asker's language), decline with a reason,
// and pass an answer through a second reader. Questions are written straight into the database (the asker's side is
// another part's), each test's own text unique to its project and run.

type Insert = {
  lang?: "en" | "rw" | "fr";
  topic?: string;
  way?: "library" | "private" | "email";
  original: string;
  email?: string | null;
  codeHash?: string | null;
  urgent?: boolean;
  dangerSigns?: string[];
  ageRange?: string | null;
  createdAt?: number;
};

function insertQuestion(q: Insert) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const id = randomUUID();
    const at = q.createdAt ?? Date.now();
    db.prepare(
      `insert into questions (id, lang, topic, age_range, answer_way, original, email, code_hash, urgent, danger_signs, notified_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      q.lang ?? "en",
      q.topic ?? "mental-health",
      q.ageRange === undefined ? "15-17" : q.ageRange,
      q.way ?? "library",
      q.original,
      q.email ?? null,
      q.codeHash ?? null,
      q.urgent ? 1 : 0,
      JSON.stringify(q.dangerSigns ?? []),
      // Told about already: the shared server's daily summary leaves these alone.
      at,
      at,
      at,
    );
    return id;
  } finally {
    db.close();
  }
}

type Row = {
  status: string;
  email: string | null;
  answer: string;
  answerText: string;
  publicQuestion: string;
  declineReason: string | null;
  reviewNote: string | null;
};
const rowOf = (id: string) =>
  openDb()
    .prepare(
      `select status, email, answer, answer_text as answerText, public_question as publicQuestion,
        decline_reason as declineReason, review_note as reviewNote from questions where id = ?`,
    )
    .get(id) as Row;
const auditOf = (id: string) =>
  openDb()
    .prepare("select action, summary, details from audit_log where target_id = ? order by created_at, rowid")
    .all(id) as {
    action: string;
    summary: string;
    details: string | null;
  }[];

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Opens a question for staff. With JavaScript, waits until React has taken the page over: React's hydration of a
 * <textarea> sets its value back to the text it was served with, so a box filled before then kept the original
 * beside what was typed (CI, stop 44).
 */
async function openQuestion(page: Page, id: string, js: boolean) {
  await page.goto(`/admin/questions/${id}`);
  if (js) await hydrated(page);
}

/** Writes the answer: the post editor with JavaScript, its plain-text box without. */
async function writeAnswer(page: Page, js: boolean, text: string) {
  if (js) {
    await expect(page.getByRole("toolbar")).toBeVisible();
    const editor = page.locator('[contenteditable="true"]').and(page.getByRole("textbox", { name: "The answer" }));
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type(text);
    const firstWord = text.split(" ")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(page.locator("input[type=hidden][name=answer]")).toHaveValue(new RegExp(firstWord));
  } else {
    await page.getByLabel("The answer").fill(text);
  }
}

const toast = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

test("an editor on a 360 px phone finds a private question in the queue and answers it", async ({ page, js }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const text = unique("Ese ni ibisanzwe kugira ubwoba mbere y'ibizamini?");
  const id = insertQuestion({
    lang: "rw",
    way: "private",
    original: text,
    codeHash: createHash("sha256").update(randomUUID()).digest("hex"),
    createdAt: Date.now() - 5 * 3_600_000,
  });
  await loginAs(page, DEMO.editor);
  await page.goto("/admin");
  // The navigation says how many wait (in the phone's menu).
  await page.getByText(/^Menu/).click();
  const nav = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Questions \d+ waiting/ });
  await expect(nav.last()).toBeVisible();
  await nav.last().click();
  await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
  const item = page.getByRole("link", { name: new RegExp(text.slice(-10)) });
  await expect(item).toContainText("Kinyarwanda · Private code · Age: 15–17 · Waiting 5 hours");
  await expectNoAxeViolations(page, { nameMismatch: true });
  await page.screenshot({ path: test.info().outputPath("queue-360.png"), fullPage: true });
  await item.click();
  await expect(page.getByText(text)).toBeVisible();
  // No library version for a private answer.
  await expect(page.getByLabel("The question for the library")).toHaveCount(0);
  await writeAnswer(page, js, "Yego, ni ibisanzwe. Humeka buhoro.");
  await page.screenshot({ path: test.info().outputPath("question-360.png"), fullPage: true });
  await expectNoAxeViolations(page, { nameMismatch: true });
  const button = page.getByRole("button", { name: "Answer privately" });
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await toast(page, "Answered: the asker reads it with their code");
  expect(rowOf(id)).toMatchObject({ status: "answered", answerText: "Yego, ni ibisanzwe. Humeka buhoro." });
  expect(rowOf(id).answer).toBe("<p>Yego, ni ibisanzwe. Humeka buhoro.</p>");
  await expect(page.getByText("Read with the code")).toBeVisible();
  expect(auditOf(id).map((a) => a.action)).toEqual(["question.answer_private"]);
  expect(JSON.stringify(auditOf(id))).not.toContain("ibizamini");
});

test("a library question: the public version is edited, markup is cleaned, and it is published", async ({
  page,
  js,
}) => {
  const text = unique("My name is Claudine from GS Remera. Is it normal that my period is late?");
  const id = insertQuestion({ topic: "body-puberty", original: text });
  await loginAs(page, DEMO.admin);
  await openQuestion(page, id, js);
  const publicBox = page.getByLabel("The question for the library");
  await expect(publicBox).toHaveValue(text); // starts from the original, for staff to edit
  await publicBox.fill("Is it normal that my period is late?");
  await writeAnswer(page, js, "Yes, <b>often</b>: stress can delay it.");
  await page.getByRole("button", { name: "Publish in the library" }).click();
  await toast(page, "Published in the library");
  const row = rowOf(id);
  expect(row.status).toBe("published");
  expect(row.publicQuestion).toBe("Is it normal that my period is late?");
  expect(row.answer).not.toMatch(/<b>/); // typed markup is text, never tags
  expect(row.answerText).toContain("stress can delay it");
  await expect(page.getByText(text)).toBeVisible(); // the original stays visible to staff until erased
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const audit = auditOf(id);
  expect(audit.map((a) => a.action)).toEqual(["question.publish"]);
  expect(JSON.stringify(audit)).not.toMatch(/Claudine|period|stress/);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await toast(page, "Taken out of the library");
  expect(rowOf(id).status).toBe("new");
});

for (const lang of ["rw", "fr"] as const) {
  test(`an answer by e-mail reaches the asker through the outbox in ${lang}, and the address is forgotten`, async ({
    page,
    js,
  }) => {
    const email = `asker-${lang}-${js ? "js" : "nojs"}-${Date.now().toString(36)}@example.org`;
    const text = unique(
      lang === "rw" ? "Nakora iki niba inshuti yanjye ibabaye?" : "Que faire si mon amie est triste ?",
    );
    const id = insertQuestion({ lang, way: "email", email, original: text, topic: "relationships" });
    await loginAs(page, DEMO.editor);
    await page.goto(`/admin/questions/${id}`);
    await expect(page.getByRole("definition").filter({ hasText: "By e-mail" })).toBeVisible();
    const answer =
      lang === "rw"
        ? "Muganire, umwumve kandi umubwire ko atari wenyine."
        : "Écoutez-la et dites-lui qu'elle n'est pas seule.";
    await writeAnswer(page, js, answer);
    await page.getByRole("button", { name: "Send the answer by e-mail" }).click();
    await toast(page, /Answered: the e-mail is on its way/);
    expect(rowOf(id)).toMatchObject({ status: "answered", email: null });
    const [mail] = await mailsFor(email, 1, 15_000);
    expect(mail, "the answer mail").toBeTruthy();
    expect(mail!.subject).toMatch(lang === "rw" ? /^Igisubizo cya / : /^Une réponse de /);
    expect(mail!.text).toContain(answer);
    expect(mail!.text).toContain(lang === "rw" ? "Dore igisubizo cyacu" : "Voici notre réponse");
    expect(mail!.text).toContain("114");
    expect(mail!.html).toContain(`lang="${lang}"`);
    expect(mail!.text).not.toContain(text); // the original is never mailed back
    expect(JSON.stringify(auditOf(id))).not.toContain(email);
    // Sent: the outbox forgets the address too (the row stays, without body or recipient, until it is pruned).
    await expect
      .poll(() => openDb().prepare("select count(*) from mail_outbox where to_address = ?").pluck().get(email))
      .toBe(0);
  });
}

test("decline needs a reason, kept for staff only", async ({ page }) => {
  const id = insertQuestion({ original: unique("buy cheap followers now"), topic: "other" });
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/questions/${id}`);
  await page.getByText("Decline this question").click();
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page.getByText("Give a reason for declining (only staff see it)").first()).toBeVisible();
  expect(rowOf(id).status).toBe("new");
  await page.getByLabel("Reason (only staff see it)").fill("Advertising, not a question");
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await toast(page, "Declined");
  expect(rowOf(id)).toMatchObject({ status: "declined", declineReason: "Advertising, not a question" });
  await expect(page.getByText("Advertising, not a question")).toBeVisible();
  expect(auditOf(id).map((a) => a.action)).toEqual(["question.decline"]);
  expect(JSON.stringify(auditOf(id))).not.toContain("Advertising");
});

test("a second reader sends the answer back with a note, then approves it", async ({ page, browser, js }) => {
  const text = unique("How do I tell my parents I am stressed?");
  const id = insertQuestion({ original: text, topic: "mental-health" });
  await loginAs(page, DEMO.editor);
  await openQuestion(page, id, js);
  await page.getByLabel("The question for the library").fill("How do I tell my parents I am stressed?");
  await writeAnswer(page, js, "Choose a calm moment.");
  await page.getByRole("button", { name: "Send to a second reader" }).click();
  await toast(page, /Sent to a second reader/);
  expect(rowOf(id).status).toBe("in-review");
  // The one who asked cannot be their own second reader.
  await expect(page.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  // The admin's mailbox holds other specs' mails (urgent alerts go to admins too): wait for this question's.
  const toldOf = async () =>
    (await mailsFor(DEMO.admin.email, 1)).filter((m) => m.text.includes(`/admin/questions/${id}`));
  await expect
    .poll(async () => (await toldOf()).map((m) => m.subject))
    .toContain("An answer waits for a second reader");
  const told = await toldOf();
  expect(told.every((m) => !m.text.includes("stressed"))).toBe(true);

  const context = await browser.newContext({ javaScriptEnabled: js });
  const admin = await context.newPage();
  try {
    await loginAs(admin, DEMO.admin);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.goto(`/admin/questions/${id}`);
    await expect(admin.getByText("Eric Habimana asked for a second reader.")).toBeVisible();
    await expectNoAxeViolations(admin, { nameMismatch: true });
    await admin.screenshot({ path: test.info().outputPath("review-1440.png"), fullPage: true });
    await admin.getByRole("button", { name: "Send back with this note" }).click();
    await expect(admin.getByText("Write a note for the person who answered").first()).toBeVisible();
    await admin.getByLabel(/^Note for/).fill("Add the help line 114, please.");
    await admin.getByRole("button", { name: "Send back with this note" }).click();
    await expect(admin.getByText("Sent back with your note").first()).toBeVisible();
    expect(rowOf(id)).toMatchObject({ status: "new", reviewNote: "Add the help line 114, please." });

    await page.goto(`/admin/questions/${id}`);
    await expect(page.getByText("Add the help line 114, please.")).toBeVisible();
    await writeAnswer(page, js, "Choose a calm moment. If you feel overwhelmed, call 114 (free).");
    await page.getByRole("button", { name: "Send to a second reader" }).click();
    await toast(page, /Sent to a second reader/);

    await admin.goto(`/admin/questions/${id}`);
    await admin.getByRole("button", { name: "Approve and publish" }).click();
    await expect(admin.getByText("Approved. Published in the library").first()).toBeVisible();
  } finally {
    await context.close();
  }
  expect(rowOf(id)).toMatchObject({ status: "published" });
  expect(rowOf(id).answerText).toContain("call 114");
  expect(auditOf(id).map((a) => a.action)).toEqual([
    "question.submit_review",
    "question.send_back",
    "question.submit_review",
    "question.approve_publish",
  ]);
  expect(JSON.stringify(auditOf(id))).not.toMatch(/stressed|calm moment/);
});

test("urgent questions come first, with the signs staff need, and the navigation counts them", async ({ page }) => {
  const text = unique("I want to hurt myself tonight");
  const id = insertQuestion({ original: text, urgent: true, dangerSigns: ["self-harm"], ageRange: null });
  await loginAs(page, DEMO.editor);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/questions");
  await page.screenshot({ path: test.info().outputPath("queue-1440.png"), fullPage: true });
  const first = page.getByRole("list").first().getByRole("link").first();
  await expect(first).toContainText("Urgent");
  await expect(page.getByRole("link", { name: /Questions \d+ waiting ?, \d+ urgent/ }).first()).toBeAttached();
  await page.goto(`/admin/questions/${id}`);
  await expect(page.getByText("Signs of immediate danger: Suicide or self-harm.")).toBeVisible();
  await expect(page.getByText("Age range").locator("..")).toContainText("Not given");
});

test("the queue filters by status and topic", async ({ page }) => {
  const text = unique("What is consent?");
  const id = insertQuestion({ original: text, topic: "gender-based-violence" });
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/questions?topic=gender-based-violence");
  await expect(page.getByRole("link", { name: new RegExp(text.slice(-10)) })).toBeVisible();
  await page.goto("/admin/questions?topic=body-puberty");
  await expect(page.getByRole("link", { name: new RegExp(text.slice(-10)) })).toHaveCount(0);
  await page.goto("/admin/questions?status=declined");
  await expect(page.getByRole("link", { name: new RegExp(text.slice(-10)) })).toHaveCount(0);
  await page.goto("/admin/questions?status=all&topic=gender-based-violence");
  await expect(page.getByRole("link", { name: new RegExp(text.slice(-10)) })).toBeVisible();
  expect(id).toBeTruthy();
});

test("a long answer (40,000 accented characters, the no-JavaScript box) is taken; past the route's limit, 413", async ({
  page,
  js,
}) => {
  test.skip(js, "a form post as the no-JavaScript box sends it: one project is enough");
  const id = insertQuestion({ original: unique("Une longue question"), way: "private", codeHash: randomUUID() });
  await loginAs(page, DEMO.editor);
  const paragraph = "Réponse détaillée : « santé », écoute, sécurité. ".repeat(40);
  const answer = Array.from({ length: 20 }, () => paragraph)
    .join("\n\n")
    .slice(0, 40_000);
  const origin = { Origin: `http://localhost:${process.env.E2E_PORT}` };
  const res = await page.request.post(`/admin/questions/${id}`, {
    form: { intent: "answer_private", answer, answerFormat: "text" },
    headers: origin,
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(rowOf(id).status).toBe("answered");
  expect(rowOf(id).answerText.length).toBeGreaterThan(39_000);
  const huge = await page.request.post(`/admin/questions/${id}`, {
    form: { intent: "save", answer: "é".repeat(50_000), answerFormat: "text" },
    headers: origin,
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);
});

test("authors and readers cannot see or answer questions", async ({ page, js }) => {
  test.skip(!js, "server-side refusals: one project is enough");
  const id = insertQuestion({ original: unique("A question staff only read") });
  for (const account of [DEMO.author, DEMO.reader]) {
    await page.context().clearCookies();
    await loginAs(page, account);
    for (const path of ["/admin/questions", `/admin/questions/${id}`]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), `${account.email} ${path}`).toBe(302);
      expect(res.headers()["location"]).not.toContain("/admin/questions");
    }
    const post = await page.request.post(`/admin/questions/${id}?_data`, {
      form: { intent: "decline", declineReason: "no" },
      headers: { Origin: `http://localhost:${process.env.E2E_PORT}` },
      maxRedirects: 0,
    });
    expect([302, 403]).toContain(post.status());
    expect(rowOf(id).status).toBe("new");
  }
  await page.context().clearCookies();
  const anonymous = await page.request.get(`/admin/questions/${id}`, { maxRedirects: 0 });
  expect(anonymous.headers()["location"]).toContain("/login");
});

// ---- The daily summary, on a server of this spec's own (a job, not a page view). ----
test.describe("editors get urgent alerts at once and one summary a day of the others, without their text", () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer | undefined;
  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
  });

  /** A zone where it is now between 08:00 and 22:00, so the summary (after 07:00 site time) is due today. */
  const dayTimeZone = () =>
    ["Africa/Kigali", "Asia/Tokyo", "America/New_York", "Asia/Kolkata", "America/Los_Angeles", "Pacific/Auckland"].find(
      (zone) => {
        const hour = Number(
          new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: zone }).format(new Date()),
        );
        return hour >= 8 && hour < 22;
      },
    )!;

  test("the job alerts about a missed urgent question, then counts the others by topic in one mail to each editor and admin", async ({
    js,
  }) => {
    const port = ownPort("questionsStaff", js ? 0 : 1);
    const base = `http://localhost:${port}`;
    const start = (dir?: string) =>
      startOwnServer(
        {
          APP_MODE: "local",
          SEED_DEMO: "true",
          SESSION_SECRET: "question-digest-secret-0123456789",
          APP_URL: base,
          SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
          TZ: "UTC",
        },
        port,
        { dir },
      );
    server = await start();
    await stopOwnServer(server, { keepData: true });
    const dir = server.dataDir;
    server = undefined;
    const file = path.join(dir, "app.db");
    const db = new Database(file);
    const now = Date.now();
    // What the seed holds was told about two days ago (whatever the first start's run did); three new questions, one
    // urgent whose alert never went.
    db.prepare("update questions set notified_at = ?").run(now - 2 * 86_400_000);
    const secret = unique("Secret words of a digest question");
    const insert = db.prepare(
      `insert into questions (id, lang, topic, answer_way, original, urgent, created_at, updated_at) values (?, 'en', ?, 'library', ?, ?, ?, ?)`,
    );
    const urgentId = randomUUID();
    insert.run(randomUUID(), "body-puberty", secret, 0, now, now);
    insert.run(urgentId, "body-puberty", secret, 1, now, now);
    insert.run(randomUUID(), "relationships", secret, 0, now, now);
    const zone = dayTimeZone();
    db.prepare(
      `insert into site_settings (key, value, updated_at) values ('time', ?, ?) on conflict(key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    ).run(JSON.stringify({ timeZone: zone }), now);
    db.prepare("delete from job_runs where name = 'question-digest'").run();
    db.close();

    const started = Date.now();
    server = await start(dir);
    const mailsOf = async (address: string, subject: string) =>
      (await mailsFor(address, 0)).filter(
        (m) => m.at >= started && m.subject === subject && m.text.includes(`${base}/admin/questions`),
      );
    const digests = (address: string) => mailsOf(address, "2 new questions to answer");
    // The urgent one whose alert never went is alerted at once (the job's first run), with its link and no text.
    for (const who of [DEMO.editor, DEMO.admin])
      await expect
        .poll(async () => (await mailsOf(who.email, "An urgent question is waiting")).length, { timeout: 20_000 })
        .toBe(1);
    const [alert] = await mailsOf(DEMO.editor.email, "An urgent question is waiting");
    expect(alert!.text).toContain(`${base}/admin/questions/${urgentId}`);
    expect(alert!.text + alert!.html).not.toContain("Secret words");
    // The others come in the summary, counted by topic.
    await expect.poll(async () => (await digests(DEMO.editor.email)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await digests(DEMO.admin.email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await digests(DEMO.editor.email);
    expect(mail!.text).toContain("2 new questions were sent since the last summary.");
    expect(mail!.text).toContain("Body and puberty: 1");
    expect(mail!.text).toContain("Relationships: 1");
    expect(mail!.text + mail!.html).not.toContain("Secret words");
    expect(
      (await mailsFor(DEMO.author.email, 0)).filter((m) => m.at >= started && /new question/.test(m.subject)),
    ).toEqual([]);
    const unmarked = () =>
      new Database(file, { readonly: true })
        .prepare("select count(*) from questions where notified_at is null")
        .pluck()
        .get();
    expect(unmarked()).toBe(0);

    // Run again (after a restart, the job due at once): the same day sends nothing more.
    await stopOwnServer(server, { keepData: true });
    const again = new Database(file);
    again.prepare("delete from job_runs where name = 'question-digest'").run();
    again.close();
    server = await start(dir);
    await expect
      .poll(
        () =>
          new Database(file, { readonly: true })
            .prepare("select last_finished_at from job_runs where name = 'question-digest'")
            .pluck()
            .get(),
        { timeout: 10_000 },
      )
      .not.toBeUndefined();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await digests(DEMO.editor.email)).toHaveLength(1);
    expect(await mailsOf(DEMO.editor.email, "An urgent question is waiting")).toHaveLength(1);
  });
});
