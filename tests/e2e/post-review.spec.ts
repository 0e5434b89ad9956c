import type { APIRequestContext, Page } from "@playwright/test";
import { loginAs } from "../support/auth";
import { deletePosts, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, mailsFor, openDb, test, type Mail } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// Review (issue 15): an author submits a draft ("pending review"), every verified editor and admin gets an e-mail
// through the outbox (the SMTP sink here), and an editor publishes it or sends it back with a note the author
// reads on the edit page and in an e-mail. Through /api/blog and through the edit page, with and without JS.
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

const auth = (account: { email: string; password: string }) => bearer(createSessionToken(account));
const row = (id: string) =>
  openDb().prepare("select status, review_note as reviewNote from posts where id = ?").get(id) as {
    status: string;
    reviewNote: string | null;
  };
const actions = (id: string) =>
  openDb()
    .prepare("select action from audit_log where target_id = ? order by created_at, rowid")
    .pluck()
    .all(id) as string[];

async function draftBy(
  request: APIRequestContext,
  account: { email: string; password: string },
  title = uniqueName("E2E review"),
) {
  const res = await request.post("/api/blog", {
    headers: auth(account),
    data: {
      title,
      excerpt: "Waiting for an editor.",
      content: "<p>A draft for review.</p>",
      category: "Research",
      featuredImage: "https://images.example.org/review.jpg",
      featuredImageAlt: "A notebook",
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  return { id, title };
}

/** Mails to an address whose subject names the post, waiting for at least `count`. */
async function mailsAbout(address: string, title: string, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await mailsFor(address, 0)).filter((m) => m.subject.includes(title));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

test("API: an author submits for review; editors and admins are e-mailed; only staff list pending posts", async ({
  request,
  playwright,
  baseURL,
}) => {
  const { id, title } = await draftBy(request, DEMO.author);
  const author = auth(DEMO.author);
  // An author never publishes or schedules, even their own post.
  expect((await request.put(`/api/blog/${id}`, { headers: author, data: { status: "published" } })).status()).toBe(403);
  const scheduled = await request.put(`/api/blog/${id}`, {
    headers: author,
    data: { status: "scheduled", publishedAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(scheduled.status()).toBe(403);
  expect((await scheduled.json()).message).toMatch(/schedule/i);

  const submitted = await request.put(`/api/blog/${id}`, { headers: author, data: { status: "pending" } });
  expect(submitted.status()).toBe(200);
  expect((await submitted.json()).data).toMatchObject({ _id: id, status: "pending" });
  for (const address of [DEMO.editor.email, DEMO.admin.email]) {
    const [mail] = await mailsAbout(address, title);
    expect(mail, `review mail to ${address}`).toBeTruthy();
    expect(mail!.subject).toBe(`Review requested: ${title}`);
    expect(mail!.text).toContain(`/admin/blog/edit/${id}`);
  }
  expect(await mailsAbout(DEMO.author.email, title, 0)).toEqual([]);

  // Staff list it with ?status=pending; a guest (and the author, who is not staff) never gets it.
  const staffList = await (
    await request.get(`/api/blog?status=pending&limit=50`, { headers: auth(DEMO.editor) })
  ).json();
  expect(staffList.data.map((p: { _id: string }) => p._id)).toContain(id);
  const guest = await playwright.request.newContext({ baseURL });
  try {
    const guestList = await (await guest.get(`/api/blog?status=pending&limit=50`)).json();
    expect(guestList.data).toEqual([]);
    expect((await guest.get(`/api/blog/${id}`)).status()).toBe(404);
  } finally {
    await guest.dispose();
  }
  expect(actions(id)).toEqual(["post.created", "post.submitted"]);
});

test("API: an editor sends a post back with a note (required, ≤ 1000); the author is e-mailed the note", async ({
  request,
}) => {
  const { id, title } = await draftBy(request, DEMO.author);
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.author), data: { status: "pending" } });
  const editor = auth(DEMO.editor);
  const noNote = await request.put(`/api/blog/${id}`, { headers: editor, data: { status: "draft" } });
  expect(noNote.status()).toBe(400);
  expect((await noNote.json()).message).toMatch(/note/i);
  expect(
    (
      await request.put(`/api/blog/${id}`, { headers: editor, data: { status: "draft", reviewNote: "x".repeat(1001) } })
    ).status(),
  ).toBe(400);
  expect(row(id).status).toBe("pending");

  const note = "Please add where the survey figures come from.";
  const back = await request.put(`/api/blog/${id}`, { headers: editor, data: { status: "draft", reviewNote: note } });
  expect(back.status()).toBe(200);
  expect(row(id)).toEqual({ status: "draft", reviewNote: note });
  const [mail] = await mailsAbout(DEMO.author.email, title);
  expect(mail!.subject).toBe(`Changes requested: ${title}`);
  expect(mail!.text).toContain(note);
  // Submitting again clears the note.
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.author), data: { status: "pending" } });
  expect(row(id)).toEqual({ status: "pending", reviewNote: null });
  expect(actions(id)).toEqual(["post.created", "post.submitted", "post.sent_back", "post.submitted"]);
});

async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("in the browser: the author submits, the editor is e-mailed, sends it back with a note, the author reads it", async ({
  page,
  request,
  js,
}) => {
  test.setTimeout(60_000);
  const { id, title } = await draftBy(request, DEMO.author, uniqueName(`E2E review page ${js ? "js" : "nojs"}`));
  await loginAs(page, DEMO.author);
  await page.goto(`/admin/blog/edit/${id}`);
  const status = page.getByRole("region", { name: "Status:" });
  await expect(status.getByText("Draft", { exact: true })).toBeVisible();
  // Authors choose Draft or "Submit for review"; no Scheduled, no Published.
  await expect(page.getByLabel("Status", { exact: true }).locator("option")).toHaveText(["Draft", "Submit for review"]);
  await expect(page.getByLabel("Publish on (Kigali time)")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${id}$`));
  await expect(status.getByText("Pending review", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Take back to draft" })).toBeVisible();
  expect(row(id).status).toBe("pending");

  const [mail] = await mailsAbout(DEMO.editor.email, title);
  const link = mail!.text.match(/https?:\/\/[^/\s]+(\/admin\/blog\/edit\/[A-Za-z0-9_-]+)/)?.[1];
  expect(link).toBe(`/admin/blog/edit/${id}`);

  await loginAs(page, DEMO.editor);
  await page.goto(link!);
  await expect(status.getByText("Pending review", { exact: true })).toBeVisible();
  // A post under review goes back only with a note: Draft is not a choice in the form for it.
  await expect(page.getByLabel("Status", { exact: true }).locator("option")).toHaveText([
    "Pending review",
    "Scheduled",
    "Published",
  ]);
  await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "review-editor");
  const note = "Good start. Please add a photo credit\nand shorten the excerpt.";
  await page.getByLabel("Note for the author (what to change)").fill(note);
  await page.getByRole("button", { name: "Send back to author" }).click();
  await expect(status.getByText("Draft", { exact: true })).toBeVisible();
  expect(row(id)).toEqual({ status: "draft", reviewNote: note });

  await loginAs(page, DEMO.author);
  await page.goto(`/admin/blog/edit/${id}`);
  const box = page.getByRole("note", { name: "Editor’s note" });
  await expect(box).toBeVisible();
  await expect(box).toContainText("Please add a photo credit");
  await expect(page.getByRole("button", { name: "Submit for review" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "review-author-note");
  const [back] = await mailsAbout(DEMO.author.email, title);
  expect(back!.text).toContain("Please add a photo credit");
});

test("the dashboard counts posts that need review and links to them", async ({ page, request }) => {
  const { id } = await draftBy(request, DEMO.author);
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.author), data: { status: "pending" } });
  await loginAs(page, DEMO.editor);
  await page.goto("/admin");
  // Other tests (the other browser project) may submit posts meanwhile: at least this one is counted.
  const shown = Number((await page.locator('[data-stat="Needs Review"]').textContent())?.replace(/,/g, ""));
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(shown).toBeLessThanOrEqual(
    openDb().prepare("select count(*) from posts where status = 'pending'").pluck().get() as number,
  );
  await expectNoAxeViolations(page);
  await shoot(page, "dashboard-needs-review");
  await page.getByRole("link", { name: "Review posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=pending/);
});
