import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loginAs } from "../support/auth";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { listArchives, verifyArchive } from "../../app/platform/backups/archive.mjs";

const backupDir = () => path.join(process.env.E2E_DATA_DIR!, "backups");

function auditCount(action: string, email: string) {
  const db = openDb();
  try {
    return db
      .prepare(
        "select count(*) from audit_log a join users u on u.id = a.actor_id where a.action = ? and a.target_type = 'backup' and u.email = ?",
      )
      .pluck()
      .get(action, email) as number;
  } finally {
    db.close();
  }
}

/** The server backs up at start (no archive yet); wait for that first one. */
async function firstArchive() {
  await expect.poll(() => listArchives(backupDir()).length, { timeout: 30_000 }).toBeGreaterThan(0);
}

test("an admin downloads the latest backup: a streamed, uncached attachment that verifies, and an audit entry", async ({
  page,
  js,
}) => {
  test.skip(!js, "HTTP-level check, run once");
  await firstArchive();
  await loginAs(page, DEMO.admin);
  const before = auditCount("backup.downloaded", DEMO.admin.email);
  const res = await page.request.get("/admin/backups/latest");
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers["content-type"]).toBe("application/gzip");
  expect(headers["cache-control"]).toMatch(/\bno-store\b/);
  expect(headers["content-disposition"]).toMatch(/^attachment; filename="backup-[0-9T-]+Z\.tar\.gz"$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-backup-"));
  try {
    const file = path.join(dir, "download.tar.gz");
    fs.writeFileSync(file, await res.body());
    const manifest = await verifyArchive(file, { into: path.join(dir, "check") });
    expect(manifest.tables?.users).toBeGreaterThanOrEqual(4);
    expect(manifest.files.some((f: { path: string }) => f.path.startsWith("uploads/"))).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(auditCount("backup.downloaded", DEMO.admin.email)).toBe(before + 1);
});

test("backups are for admins only: editors, authors and readers get 403, guests go to the login", async ({
  page,
  playwright,
  baseURL,
  js,
}) => {
  test.skip(!js, "HTTP-level check, run once");
  for (const who of [DEMO.editor, DEMO.author, DEMO.reader]) {
    const context = await playwright.request.newContext({ baseURL });
    await context.post("/api/auth/login", { headers: { Origin: baseURL! }, data: who });
    expect((await context.get("/admin/backups/latest", { maxRedirects: 0 })).status(), `${who.email} download`).toBe(
      403,
    );
    // The page sits in the admin area, whose layout sends readers home before any screen of it loads.
    const page = await context.get("/admin/backups", { maxRedirects: 0 });
    expect(page.status(), `${who.email} page`).toBe(who === DEMO.reader ? 302 : 403);
    const post = await context.post("/admin/backups", {
      headers: { Origin: baseURL! },
      form: { back: "/admin" },
      maxRedirects: 0,
    });
    expect(post.status(), `${who.email} Back up now`).toBe(who === DEMO.reader ? 302 : 403);
    if (who === DEMO.reader) expect(post.headers().location).toBe("/");
    await context.dispose();
  }
  const guest = await page.request.get("/admin/backups/latest", { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toMatch(/^\/login\?redirectTo=%2Fadmin%2Fbackups%2Flatest/);
  expect(auditCount("backup.downloaded", DEMO.editor.email)).toBe(0);
  for (const who of [DEMO.editor, DEMO.author, DEMO.reader]) expect(auditCount("backup.created", who.email)).toBe(0);
});

test("Back up now on the dashboard makes a new archive, with or without JavaScript", async ({ page }) => {
  await firstArchive();
  await loginAs(page, DEMO.admin);
  const before = auditCount("backup.created", DEMO.admin.email);
  const names = new Set(listArchives(backupDir()).map((a) => a.name));
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "Backups" });
  await expect(
    panel.getByText(/^Last backup: [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}, \d+(\.\d)? (KB|MB)$/),
  ).toBeVisible();
  await expect(panel.getByRole("link", { name: "Download latest backup" })).toHaveAttribute(
    "href",
    "/admin/backups/latest",
  );
  await panel.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByText(/Backup made: backup-/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin$/);
  const made = listArchives(backupDir()).filter((a) => !names.has(a.name));
  expect(made.length).toBeGreaterThanOrEqual(1);
  expect(auditCount("backup.created", DEMO.admin.email)).toBeGreaterThan(before);
});

test("the backups page is accessible and offers the same panel", async ({ page }) => {
  await firstArchive();
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/backups");
  await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Backups" }).getByRole("button", { name: "Back up now" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the editor's dashboard has no backups panel", async ({ page }) => {
  await loginAs(page, DEMO.editor);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Backups" })).toHaveCount(0);
});
