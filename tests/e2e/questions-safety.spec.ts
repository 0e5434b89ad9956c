import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { writableDb } from "../support/blog-data";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, test } from "../support/fixtures";

// Issue 34, the young person's side: "in danger now" said plainly, the help lines wherever they wait, and the way
// back to an answer. Each test's questions carry a unique tag, so the js and no-js runs never see each other's.

const tag = () => `s${randomBytes(5).toString("hex")}`;
const LANGS = [
  {
    lang: "en",
    prefix: "",
    legend: "Are you or someone else in danger or being hurt right now?",
    yes: "Yes",
    danger: "You do not have to face this alone",
    said: "You told us that you or someone else is in danger",
    help: "Free help, day and night",
    read: "Read my answer",
    open: "Show my answer",
  },
  {
    lang: "rw",
    prefix: "/rw",
    legend: "Ese wowe cyangwa undi muntu ari mu kaga, cyangwa arimo kugirirwa nabi ubu?",
    yes: "Yego",
    danger: "Ntugomba kubyikorera wenyine",
    said: "Watubwiye ko wowe cyangwa undi muntu ari mu kaga",
    help: "Ubufasha butishyurwa, ku manywa na nijoro",
    read: "Soma igisubizo cyanjye",
    open: "Erekana igisubizo cyanjye",
  },
  {
    lang: "fr",
    prefix: "/fr",
    legend: "Est-ce que vous ou quelqu'un d'autre êtes en danger ou subissez des violences en ce moment ?",
    yes: "Oui",
    danger: "Vous n'avez pas à affronter cela seul·e",
    said: "Vous nous avez dit que vous ou quelqu'un d'autre êtes en danger",
    help: "Une aide gratuite, de jour comme de nuit",
    read: "Lire ma réponse",
    open: "Afficher ma réponse",
  },
] as const;

type Row = { id: string; urgent: number; said_in_danger: number; danger_signs: string; lang: string };
const rowsWith = (text: string) =>
  openDb().prepare("select * from questions where original like ?").all(`%${text}%`) as Row[];

/** The vertical order of two elements on the page: true when `a` is above `b`. */
async function above(page: Page, a: string, b: string) {
  const [ya, yb] = [(await page.locator(a).first().boundingBox())!.y, (await page.locator(b).first().boundingBox())!.y];
  return ya < yb;
}

for (const l of LANGS) {
  test(`${l.lang}: "in danger now" alone puts the help lines first, marks it urgent and alerts staff; the waiting page and the answer show the lines`, async ({
    page,
  }) => {
    const t = tag();
    await page.goto(`${l.prefix}/ask`);
    // The form's first choice, a labelled group of radio buttons.
    const group = page.getByRole("group", { name: l.legend });
    await expect(group).toBeVisible();
    expect(await above(page, "#ask-question-form input[name=dangerNow]", "#ask-question")).toBe(true);
    await expect(page.locator("#ask-question-form")).toHaveAttribute("autocomplete", "off");
    await expectNoAxeViolations(page);
    await group.getByRole("radio", { name: l.yes, exact: true }).check();
    // Ordinary words: nothing in them the word lists look for.
    await page.locator("textarea[name=question]").fill(`Can I ask about my school timetable? ${t}`);
    await page.locator("select[name=topic]").selectOption("other");
    await page.locator("input[name=answerWay][value=private]").check();
    await page.locator("#ask-question-form button[type=submit]").click();

    await expect(page.getByRole("heading", { level: 1, name: l.danger })).toBeVisible();
    await expect(page.getByText(l.said)).toBeVisible();
    expect(await above(page, "[data-danger-help]", "#sent-title")).toBe(true);
    await expect(page.locator("[data-danger-help] a[href='tel:114']")).toBeVisible();
    const code = (await page.locator("[data-private-code]").textContent())!.trim();
    await expectNoAxeViolations(page);
    const [row] = rowsWith(t);
    expect(rowsWith(t)).toHaveLength(1);
    expect(row).toMatchObject({ urgent: 1, said_in_danger: 1, danger_signs: "[]", lang: l.lang });
    // Staff are alerted at once, with the link and never the words.
    await expect
      .poll(async () =>
        (await mailsFor(DEMO.editor.email, 1)).filter((m) => m.text.includes(`/admin/questions/${row!.id}`)),
      )
      .toHaveLength(1);
    const [alert] = (await mailsFor(DEMO.editor.email, 1)).filter((m) => m.text.includes(row!.id));
    expect(alert!.text + alert!.html).not.toContain(t);

    // The page the code opens while the answer is not ready: the lines first (urgent).
    await page.goto(`${l.prefix}/ask/answer`);
    await page.locator("#private-code").fill(code);
    await page.getByRole("button", { name: l.open }).click();
    await expect(page.locator("[data-answer-state=waiting]")).toBeVisible();
    await expect(page.getByRole("heading", { name: l.help })).toBeVisible();
    expect(await above(page, "[data-answer-help]", "#your-question")).toBe(true);
    await expectNoAxeViolations(page);

    // Answered: the lines are still there, after the answer once staff no longer mark it urgent.
    const db = writableDb();
    db.prepare(
      "update questions set status = 'answered', urgent = 0, answer = '<p>Our answer.</p>', answer_text = 'Our answer.', answered_at = ? where id = ?",
    ).run(Date.now(), row!.id);
    db.close();
    await page.goto(`${l.prefix}/ask/answer/${code}`);
    await expect(page.locator("[data-answer-state=answered]")).toBeVisible();
    await expect(page.getByRole("heading", { name: l.help })).toBeVisible();
    expect(await above(page, "#our-answer", "[data-answer-help]")).toBe(true);
    await expectNoAxeViolations(page);
  });

  test(`${l.lang}: "Read my answer" is linked from /ask, the library, each entry and the footer`, async ({ page }) => {
    // Five pages and their links, 18-25 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const id = randomUUID();
    const db = writableDb();
    const now = Date.now();
    db.prepare(
      `insert into questions (id, lang, topic, answer_way, original, status, public_question, answer, answer_text, published_at, answered_at, created_at, updated_at)
       values (?, ?, 'other', 'library', 'raw', 'published', ?, '<p>An answer.</p>', 'An answer.', ?, ?, ?, ?)`,
    ).run(id, l.lang, `A library entry ${tag()}`, now, now, now, now);
    db.close();
    const target = `${l.prefix}/ask/answer`;
    for (const path of [`${l.prefix}/ask`, `${l.prefix}/questions`, `${l.prefix}/questions/${id}`]) {
      await page.goto(path);
      await expect(page.locator(`main a[data-read-answer][href="${target}"]`), path).toHaveText(l.read);
      await expect(page.locator(`footer a[data-read-answer][href="${target}"]`), path).toHaveText(l.read);
      await expectNoAxeViolations(page);
    }
    await page.locator("footer a[data-read-answer]").click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1, name: l.read })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the API takes the same choice through the same schema, and one token files one question", async ({ request }) => {
  const t = tag();
  const body = {
    question: `Ordinary words ${t}`,
    topic: "other",
    dangerNow: true,
    lang: "fr",
    submissionToken: randomBytes(24).toString("base64url"),
  };
  const first = await request.post("/api/questions", { data: body });
  expect(first.status()).toBe(201);
  expect(await first.json()).toMatchObject({ success: true, data: { way: "library", urgent: true, repeated: false } });
  const again = await request.post("/api/questions", { data: body });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ data: { urgent: true, repeated: true } });
  expect(rowsWith(t)).toEqual([expect.objectContaining({ urgent: 1, said_in_danger: 1, lang: "fr" })]);
  const bad = await request.post("/api/questions", { data: { ...body, dangerNow: "maybe", submissionToken: "" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    success: false,
    errors: { dangerNow: "Answer yes or no, or leave it empty" },
  });
});

test("staff mark a question urgent or not by hand (without JavaScript too), audited without its text", async ({
  page,
}) => {
  const id = randomUUID();
  const secret = `Words only staff read ${tag()}`;
  const db = writableDb();
  const now = Date.now();
  db.prepare(
    `insert into questions (id, lang, topic, answer_way, original, notified_at, created_at, updated_at) values (?, 'en', 'other', 'library', ?, ?, ?, ?)`,
  ).run(id, secret, now, now, now);
  db.close();
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/questions/${id}`);
  await expect(page.getByText("Urgent", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as urgent" }).click();
  await expect(page.getByText("Marked urgent: it comes first in the queue")).toBeVisible();
  await expect(page.getByText("Urgent", { exact: true })).toBeVisible();
  // The page, not the toast on its way out (2 s): axe measuring a fading toast finds half its contrast.
  await expect(page.getByText("Marked urgent: it comes first in the queue")).toBeHidden({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Mark as not urgent" }).click();
  await expect(page.getByText("Marked not urgent")).toBeVisible();
  const read = openDb();
  expect(read.prepare("select urgent from questions where id = ?").get(id)).toEqual({ urgent: 0 });
  const audit = read
    .prepare(
      "select action, actor_id, created_at, summary, details from audit_log where target_id = ? order by created_at, rowid",
    )
    .all(id) as { action: string; actor_id: string; summary: string; details: string }[];
  expect(audit.map((a) => a.action)).toEqual(["question.mark_urgent", "question.unmark_urgent"]);
  const editor = read.prepare("select id from users where email = ?").get(DEMO.editor.email) as { id: string };
  expect(audit.every((a) => a.actor_id === editor.id)).toBe(true);
  expect(JSON.stringify(audit)).not.toContain("Words only staff read");
});
