import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, hydrated, openDb, test } from "../support/fixtures";
import { withLock } from "../support/lock";

// Issue 34: staff add danger-sign terms at /admin/settings → Questions without a deploy. The next question holding
// one puts the help lines first and is urgent; every change is audited with who and which terms; a bad term is
// refused beside its box. Settings are one site-wide state: held under the settings lock, defaults put back after.
const exclusive = (fn: () => Promise<void>) =>
  withLock("settings", async () => {
    try {
      await fn();
    } finally {
      const db = writableDb();
      db.prepare("delete from site_settings").run();
      db.close();
    }
  });

const BOX = "Kinyarwanda: suicide and self-harm";

async function openBox(page: Page, js: boolean) {
  // With JavaScript, typing before React has taken the page over once lost a letter of what was typed (CI, stop 43).
  if (js) await hydrated(page);
  const questions = page.getByRole("region", { name: "Questions" });
  const box = questions.getByLabel(BOX);
  // The language's terms fold away while it has none: open it as a person would (a native <details>, no script).
  // Asked of the <details> itself, which waits for it to arrive: a streamed page may not hold the box yet, and a
  // "not visible" read then once closed a section that was open (CI, stop 44).
  const section = questions.locator("details").filter({ has: page.getByLabel(BOX) });
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await questions.getByText(/^Kinyarwanda \(\d+ added\)$/).click();
  }
  await expect(box).toBeVisible();
  return { questions, box };
}

async function ask(page: Page, question: string) {
  await page.goto("/rw/ask");
  await page.locator("textarea[name=question]").fill(question);
  await page.locator("select[name=topic]").selectOption("mental-health");
  await page.locator("input[name=answerWay][value=library]").check();
  await page.locator("#ask-question-form button[type=submit]").click();
}

const question = (tag: string) =>
  openDb().prepare("select urgent, danger_signs from questions where original like ?").get(`%${tag}%`) as {
    urgent: number;
    danger_signs: string;
  };

test("an admin adds a Kinyarwanda term: the next question with it is urgent with the help lines first; removing it is audited too", async ({
  page,
  js,
}) =>
  exclusive(async () => {
    const term = `ijambo${randomBytes(4).toString("hex")}${js ? "j" : "n"}`;
    await page.setViewportSize({ width: 360, height: 800 });
    await loginAs(page, DEMO.admin);
    await page.goto("/admin/settings#questions");
    let { questions, box } = await openBox(page, js);
    await expectNoAxeViolations(page);

    // A term too short to be safe is refused beside its box, and nothing is stored.
    await box.fill("ab");
    await questions.getByRole("button", { name: "Save changes" }).click();
    await expect(questions.getByRole("alert")).toContainText("Nothing was saved");
    ({ questions, box } = await openBox(page, js));
    await expect(box).toHaveAccessibleDescription(/“ab” needs at least 3 letters/);
    await expect(box).toHaveValue("ab");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    expect(openDb().prepare("select count(*) from site_settings where key = 'questions'").pluck().get()).toBe(0);

    // A good one (typed with stray spaces and twice) is saved tidy and audited by name.
    await box.fill(`  ${term}\n\n${term}  `);
    await questions.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved Questions: the public pages show them now").first()).toBeVisible();
    ({ box } = await openBox(page, js));
    await expect(box).toHaveValue(term);
    const added = openDb()
      .prepare("select actor_name, summary, details from audit_log where target_id = 'questions' order by rowid desc")
      .get() as { actor_name: string; summary: string; details: string };
    expect(added.summary).toBe("questions: danger-sign terms 1 added");
    expect(JSON.parse(added.details)).toEqual({ dangerTermsAdded: [`rw self-harm: ${term}`], dangerTermsRemoved: [] });
    expect(added.actor_name).toBe(
      openDb().prepare("select name from users where email = ?").pluck().get(DEMO.admin.email) as string,
    );

    // Used at once: a question with the new word, in a sentence, gets the help lines first and is urgent.
    const first = randomBytes(5).toString("hex");
    await ask(page, `Numva ${term.toUpperCase()} buri gihe ${first}`);
    await expect(page.locator("main :is(h1, h2, section)").first()).toHaveAttribute("data-danger-help", "");
    await expect(page.locator("[data-danger-help]").locator('a[href="tel:114"]')).toBeVisible();
    expect(question(first)).toEqual({ urgent: 1, danger_signs: '["self-harm"]' });

    // Removed: audited, and the word alone no longer marks a question urgent.
    await page.goto("/admin/settings#questions");
    ({ questions, box } = await openBox(page, js));
    await box.fill("");
    await questions.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved Questions: the public pages show them now").first()).toBeVisible();
    const removed = openDb()
      .prepare("select details from audit_log where target_id = 'questions' order by rowid desc")
      .pluck()
      .get() as string;
    expect(JSON.parse(removed)).toEqual({ dangerTermsAdded: [], dangerTermsRemoved: [`rw self-harm: ${term}`] });
    const second = randomBytes(5).toString("hex");
    await ask(page, `Numva ${term} buri gihe ${second}`);
    await expect(page.locator("[data-danger-help]")).toHaveCount(0);
    expect(question(second)).toEqual({ urgent: 0, danger_signs: "[]" });
  }));
