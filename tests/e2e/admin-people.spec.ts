import { loginAs, uniqueEmail } from "../support/auth";
import { writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";

function makeUser(name: string, role = "user") {
  const db = writableDb();
  try {
    const id = `p${Math.random().toString(36).slice(2, 14)}`;
    const email = uniqueEmail("people");
    db.prepare(
      "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, ?, ?, 'x', ?, 1, ?)",
    ).run(id, name, email, role, Date.now());
    return { id, email, name };
  } finally {
    db.close();
  }
}

function makeMessage(subject: string, type = "volunteer") {
  const db = writableDb();
  try {
    const id = `m${Math.random().toString(36).slice(2, 14)}`;
    db.prepare(
      "insert into contact_messages (id, name, email, subject, message, type, status, created_at) values (?, 'Visitor Name', 'visitor@example.org', ?, 'I would like to help at the clinic day.', ?, 'new', ?)",
    ).run(id, subject, type, Date.now());
    return id;
  } finally {
    db.close();
  }
}
const userRow = (id: string) =>
  openDb().prepare("select name, role, is_verified from users where id = ?").get(id) as
    { name: string; role: string; is_verified: number } | undefined;
const messageStatus = (id: string) =>
  openDb().prepare("select status from contact_messages where id = ?").pluck().get(id) as string | undefined;

test("an admin promotes a volunteer to editor and removes a spam account", async ({ page }) => {
  const volunteer = makeUser(`Volunteer ${Date.now()}`);
  const spam = makeUser(`Spammer ${Date.now()}`);
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/users");
  await page.getByLabel("Search by name or e-mail").fill(volunteer.email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${volunteer.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${volunteer.name}` });
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("dialog").getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Email")).toHaveValue("not-an-email");
  await page.getByRole("dialog").getByLabel("Email").fill(volunteer.email);
  await page.getByRole("dialog").getByLabel("Role").selectOption("editor");
  await page.getByRole("dialog").getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  expect(userRow(volunteer.id)?.role).toBe("editor");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto(`/admin/users?q=${encodeURIComponent(spam.email)}`);
  await page.getByRole("link", { name: `Delete ${spam.name}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    `Are you sure you want to delete ${spam.name}? This action cannot be undone.`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  expect(userRow(spam.id)).toBeUndefined();
  await expect(page.getByText("No users found")).toBeVisible();
});

test("bulk: select users and change their role and verified state", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const a = makeUser(`Bulk ${stamp} A`);
  const b = makeUser(`Bulk ${stamp} B`);
  await loginAs(page, DEMO.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(`Bulk ${stamp}`)}`);
  await page.getByLabel(`Select ${a.name}`).check();
  await page.getByLabel(`Select ${b.name}`).check();
  await page.getByLabel("Set role of selected").selectOption("author");
  await page.getByLabel("Set status of selected").selectOption("false");
  await page.getByRole("button", { name: "Apply to selected" }).click();
  await expect(page.getByText("2 users updated: role set to author and marked unverified")).toBeVisible();
  expect(userRow(a.id)).toMatchObject({ role: "author", is_verified: 0 });
  expect(userRow(b.id)).toMatchObject({ role: "author", is_verified: 0 });
  await expect(page.getByText("Unverified", { exact: true }).filter({ visible: true })).toHaveCount(2);
});

test("an editor sees users and may correct a name, nothing more", async ({ page }) => {
  const person = makeUser(`Misspeled ${Date.now()}`);
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole("link", { name: "Add User" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Delete ${person.name}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply to selected" })).toHaveCount(0);
  await page.getByRole("link", { name: `Edit ${person.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Role")).toBeDisabled();
  await expect(dialog.getByText("Only an admin changes e-mails and roles.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Corrected Name");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  expect(userRow(person.id)).toMatchObject({ name: "Corrected Name", role: "user" });
  // The page hides deletion; the server refuses it too.
  await page.goto(`/admin/users?delete=${person.id}`);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("Add User sends a set-password link", async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Add User" }).click();
  const email = uniqueEmail("added");
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("Name").fill("Added Volunteer");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(`Account created; ${email} will receive a link to set a password`)).toBeVisible();
  expect(openDb().prepare("select is_verified from users where email = ?").pluck().get(email)).toBe(0);
});

test("the inbox: open marks read, mark replied, reply link, delete after confirmation", async ({ page, js }) => {
  const subject = `Volunteering ${Date.now()} ${js ? "js" : "nojs"}`;
  const id = makeMessage(subject);
  await loginAs(page, DEMO.editor);
  await page.goto("/admin/contact-messages?status=new&type=volunteer");
  await expect(page.getByText("Select a message to view details")).toBeVisible();
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  const detail = page.getByRole("article");
  await expect(detail.getByRole("heading", { name: subject })).toBeVisible();
  await expect(detail.getByText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/)).toBeVisible();
  expect(messageStatus(id)).toBe("read");
  await expect(detail.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:visitor@example.org?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await detail.getByRole("button", { name: "Mark as replied" }).click();
  await expect(page.getByText("Marked as replied")).toBeVisible();
  expect(messageStatus(id)).toBe("replied");
  await expectNoAxeViolations(page);

  await page.getByRole("article").getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this message?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted successfully")).toBeVisible();
  expect(messageStatus(id)).toBeUndefined();
});

test("at 360 px the inbox shows the list, then the message alone", async ({ page }) => {
  const subject = `Narrow ${Date.now()}`;
  makeMessage(subject, "media");
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/contact-messages?type=media");
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  await expect(page.getByRole("heading", { name: /All Messages/ })).toBeHidden();
  await expect(page.getByRole("link", { name: "← All messages" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
