import { organisationText } from "../../app/content/organisation";
import type { Page } from "@playwright/test";
import { t, translateMessage } from "../../app/i18n/catalogue";
import { loginAs } from "../support/auth";
import { writableDb } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { withLock } from "../support/lock";
import { createSessionToken, sessionCookieValue } from "../support/sessions";

// Issue 17, the frame of the pages in three languages: lang and hreflang, the switcher, the sitemap, the contact
// page and form, the enhancement module's strings, settings given per language, and the language suggestion.

const rw = t("rw").common;
const fr = t("fr").common;

test.describe("every page says its language and its alternates", () => {
  const pages = ["/", "/contact", "/blog", "/about", "/login", "/signup", "/forgot-password"];
  for (const lang of ["en", "rw", "fr"] as const) {
    test(`html lang and hreflang in ${lang}`, async ({ page, js }) => {
      test.skip(!js, "the server's HTML is the same with or without JavaScript");
      for (const english of pages) {
        const path = lang === "en" ? english : english === "/" ? `/${lang}` : `/${lang}${english}`;
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        const alternates = await page
          .locator("link[rel=alternate][hreflang]")
          .evaluateAll((links) =>
            Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
          );
        const origin = new URL(alternates.en ?? "http://missing").origin;
        expect(origin, path).toMatch(/^https?:\/\/[^/]+$/);
        const at = (prefix: string) => origin + (prefix ? (english === "/" ? prefix : prefix + english) : english);
        expect(alternates, path).toEqual({ en: at(""), rw: at("/rw"), fr: at("/fr"), "x-default": at("") });
      }
    });
  }
});

test("the switcher keeps the page and its query, as plain links", async ({ page }) => {
  await page.goto("/blog?q=health");
  const switcher = page.getByRole("navigation", { name: "Languages" });
  await switcher.getByRole("link", { name: "Ikinyarwanda" }).click();
  await expect(page).toHaveURL(/\/rw\/blog\?q=health$/);
  await page.getByRole("navigation", { name: rw.languages }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/blog\?q=health$/);
  await expect(
    page.getByRole("navigation", { name: fr.languages }).getByRole("link", { name: "Français" }),
  ).toHaveAttribute("aria-current", "true");
  await page.getByRole("navigation", { name: fr.languages }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/blog\?q=health$/);
});

test("the sitemap lists each page in the three languages, each with its alternates", async ({ request, js }) => {
  test.skip(!js, "no page involved");
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/contact", "/about", "/privacy"]) {
    for (const prefix of ["", "/rw", "/fr"]) {
      const page = prefix ? (path === "/" ? prefix : prefix + path) : path;
      const entry = new RegExp(`<url><loc>https?://[^<]+?${page.replace(/\//g, "\\/")}</loc>(.*?)</url>`).exec(xml);
      expect(entry, page).not.toBeNull();
      for (const lang of ["en", "rw", "fr", "x-default"])
        expect(entry![1], `${page} ${lang}`).toContain(`hreflang="${lang}"`);
    }
  }
});

test("an unknown address goes home in the language it was asked in", async ({ page }) => {
  await page.goto("/rw/nowhere-at-all");
  await expect(page).toHaveURL(/\/rw$/);
  await page.goto("/fr/no/such/page");
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto("/nowhere-at-all");
  await expect(page).toHaveURL(/\/$/);
});

// Issue 23 (15): the visitor is told why they are on the home page, in the language they asked in, with or without
// JavaScript: the notice rides the redirect as a flash message, so it is said once, to them, and the home page of
// everyone else (the guest page cache, docs/decisions/021) never carries it.
test("an unknown address says so on the home page, in its language, once", async ({ page, request }) => {
  const NOT_FOUND = "That page does not exist; here is the home page";
  for (const [path, home, lang] of [
    ["/rw/nowhere-at-all", /\/rw$/, "rw"],
    ["/fr/programs/not-a-program", /\/fr$/, "fr"],
    ["/no/such/page", /\/$/, "en"],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(home);
    await expect(
      page
        .getByRole("region", { name: t(lang).common.toast.notification })
        .getByText(translateMessage(NOT_FOUND, lang)),
      path,
    ).toBeVisible();
  }
  await page.reload();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  // Another visitor, without cookies, gets the home page (stored or not) without the notice.
  for (const home of ["/", "/rw", "/", "/rw"])
    expect(await (await request.get(home, { headers: { Cookie: "" } })).text(), home).not.toContain(
      translateMessage(NOT_FOUND, home === "/" ? "en" : "rw"),
    );
});

test.describe("the language suggestion on the English home page", () => {
  test("the server's answer does not depend on Accept-Language: no redirect, no Vary, no cookie", async ({
    request,
    js,
  }) => {
    test.skip(!js, "no page involved");
    const plain = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "en-US,en;q=0.9" } });
    const kinyarwanda = await request.get("/", {
      maxRedirects: 0,
      headers: { "Accept-Language": "rw-RW,rw;q=0.9,en;q=0.5" },
    });
    const french = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "fr" } });
    for (const res of [plain, kinyarwanda, french]) {
      expect(res.status()).toBe(200);
      expect(res.headers()["vary"] ?? "").not.toMatch(/accept-language/i);
      expect(res.headers()["set-cookie"]).toBeUndefined();
    }
    const html = await plain.text();
    expect(await kinyarwanda.text()).toBe(html);
    expect(await french.text()).toBe(html);
    // The notes are in the page, hidden, whatever the header says.
    expect(html).toContain(`data-lang-suggest="rw"`);
    expect(html).toContain(`data-lang-suggest="fr"`);
  });

  const visit = async (page: Page, locale: string) => {
    const context = await page
      .context()
      .browser()!
      .newContext({ locale, javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
    const fresh = await context.newPage();
    await fresh.goto("/");
    return { fresh, close: () => context.close() };
  };

  test("a browser that prefers Kinyarwanda is offered /rw once", async ({ page, js }) => {
    const { fresh, close } = await visit(page, "rw-RW");
    try {
      const note = fresh.getByRole("region", { name: rw.suggestLanguage.label });
      if (!js) {
        // Without JavaScript nothing changes: the note stays hidden, the switcher is there.
        await expect(note).toBeHidden();
        await expect(
          fresh.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "Ikinyarwanda" }),
        ).toHaveAttribute("href", "/rw");
        return;
      }
      await expect(note).toBeVisible();
      await expect(note).toContainText(rw.suggestLanguage.question);
      await expect(note.getByRole("link", { name: rw.suggestLanguage.link })).toHaveAttribute("href", "/rw");
      await expect(fresh.getByRole("region", { name: fr.suggestLanguage.label })).toBeHidden();
      await expectNoAxeViolations(fresh);
      // Suggested once: the next visit is left alone (a module script has run by the time the page is complete).
      expect(await fresh.evaluate(() => localStorage.getItem("yoh-language-suggested"))).toBe("rw");
      await fresh.reload();
      await fresh.waitForFunction(() => document.readyState === "complete");
      await expect(fresh.locator("[data-lang-suggest=rw]")).toBeAttached();
      await expect(fresh.locator("[data-lang-suggest=rw]")).toBeHidden();
    } finally {
      await close();
    }
  });

  test("a browser that prefers French is offered /fr, and can say no", async ({ page, js }) => {
    test.skip(!js, "covered without JavaScript above");
    const { fresh, close } = await visit(page, "fr-FR");
    try {
      const note = fresh.getByRole("region", { name: fr.suggestLanguage.label });
      await expect(note.getByRole("link", { name: fr.suggestLanguage.link })).toHaveAttribute("href", "/fr");
      await note.getByRole("button", { name: fr.suggestLanguage.dismiss }).click();
      await expect(note).toBeHidden();
      await fresh.reload();
      await fresh.waitForFunction(() => document.readyState === "complete");
      await expect(fresh.locator("[data-lang-suggest=fr]")).toBeAttached();
      await expect(fresh.locator("[data-lang-suggest=fr]")).toBeHidden();
    } finally {
      await close();
    }
  });

  test("an English browser is offered nothing", async ({ page, js }) => {
    test.skip(!js, "covered without JavaScript above");
    const { fresh, close } = await visit(page, "en-GB");
    try {
      await expect(fresh.locator("[data-lang-suggest]").first()).toBeAttached();
      // A module script has run by the time the page is complete.
      await fresh.waitForFunction(() => document.readyState === "complete");
      await expect(fresh.locator("[data-lang-suggest]:not([hidden])")).toHaveCount(0);
    } finally {
      await close();
    }
  });
});

/** A fresh verified account, signed in through a session cookie written for it (its own rate limits). */
async function signInFresh(page: Page) {
  const db = writableDb();
  const email = `frame-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  db.prepare(
    "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, 'Umuntu Mushya', ?, 'x', 'user', 1, ?)",
  ).run(`f${Math.random().toString(36).slice(2, 14)}`, email, Date.now());
  db.close();
  const value = await sessionCookieValue(createSessionToken({ email, password: "" }));
  await page.context().addCookies([{ name: "__session", value, url: `http://localhost:${process.env.E2E_PORT}` }]);
}

const stored = (subject: string) =>
  openDb().prepare("select type from contact_messages where subject = ?").pluck().all(subject) as string[];

test.describe("the contact page in Kinyarwanda", () => {
  test("a message sent from /rw/contact comes back to /rw/contact and says so in Kinyarwanda", async ({ page }) => {
    await signInFresh(page);
    await page.goto("/rw/contact");
    const f = rw.contactForm;
    await expect(page.getByRole("heading", { level: 1, name: rw.contact.title })).toBeVisible();
    await expect(page.getByText(`${rw.contact.officeHours}`)).toBeVisible();
    await expect(page.getByLabel(f.type, { exact: true }).locator("option")).toHaveText(Object.values(f.types));

    // An error (a subject of spaces passes the browser's check, not the server's) is said in Kinyarwanda.
    const subject = `Ubutumwa ${Date.now()}`;
    await page.getByLabel(f.subject, { exact: true }).fill("   ");
    await page.getByLabel(f.message, { exact: true }).fill("Turashaka kwitabira umunsi w'ubuvuzi.");
    await page.getByLabel(f.type, { exact: true }).selectOption("partnership");
    await page.getByRole("button", { name: f.send }).click();
    await expect(page).toHaveURL(/\/rw\/contact#message-us$/);
    await expect(page.getByText(translateMessage("Subject is required", "rw")).first()).toBeVisible();
    await expect(page.getByLabel(f.message, { exact: true })).toHaveValue("Turashaka kwitabira umunsi w'ubuvuzi.");

    await page.getByLabel(f.subject, { exact: true }).fill(subject);
    await page.getByRole("button", { name: f.send }).click();
    await expect(page).toHaveURL(/\/rw\/contact#message-us$/);
    await expect(page.getByRole("status").filter({ hasText: f.sent })).toBeVisible();
    // The flash toast, set in English by the server, is shown in the page's language too.
    await expect(
      page.getByText(translateMessage("Message sent successfully! We'll get back to you soon.", "rw")).first(),
    ).toBeVisible();
    // The value sent is the type's key, whatever the label said.
    expect(stored(subject)).toEqual(["partnership"]);
  });

  test("a guest is sent to the Kinyarwanda login, which brings them back to /rw/contact", async ({ page }) => {
    await page.goto("/rw/contact");
    const f = rw.contactForm;
    await page.getByLabel(f.name, { exact: true }).fill("Umushyitsi");
    await page.getByLabel(f.email, { exact: true }).fill("umushyitsi@example.org");
    await page.getByLabel(f.subject, { exact: true }).fill(`Umushyitsi ${Date.now()}`);
    await page.getByLabel(f.message, { exact: true }).fill("Muraho.");
    await expect(page.getByRole("link", { name: f.createAccount })).toHaveAttribute(
      "href",
      "/rw/signup?redirectTo=%2Frw%2Fcontact%23message-us",
    );
    await page.getByRole("button", { name: f.loginToSend }).click();
    await expect(page).toHaveURL(/\/rw\/login\?redirectTo=%2Frw%2Fcontact%23message-us/);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByText(translateMessage("Please login to send a message", "rw")).first()).toBeVisible();
  });

  test("the enhancement module speaks the page's language (its strings are a JSON block the CSP lets through)", async ({
    page,
    context,
    js,
  }) => {
    test.skip(!js, "the enhancement module needs JavaScript");
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.goto("/fr/contact");
    // The map button is the module's: shown once it runs.
    await expect(page.getByRole("button", { name: fr.contact.showMap })).toBeVisible();
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "#share";
      link.dataset.share = `${location.origin}/fr/contact`;
      link.textContent = "share";
      document.querySelector("main")!.append(link);
    });
    await page.locator("main a[data-share]").click();
    await expect(page.getByRole("status").filter({ hasText: fr.enhance.linkCopied })).toBeVisible();
    await expect(page.getByRole("region", { name: fr.toast.notification })).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const lang of ["rw", "fr"] as const) {
    test(`axe finds nothing on the ${lang} home and contact pages`, async ({ page }) => {
      for (const path of [`/${lang}`, `/${lang}/contact`, `/${lang}/contact?donate=1`]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test("office hours given in French show on /fr/contact; what is not given falls back to English", async ({
  page,
  js,
}) => {
  test.skip(
    !js,
    "one save is enough: the settings form itself is covered with and without JavaScript by admin-settings",
  );
  await withLock("settings", async () => {
    try {
      await loginAs(page, DEMO.admin);
      await page.goto("/admin/settings");
      const contact = page.getByRole("region", { name: "Contact details" });
      await expect(contact.getByLabel("Office days 1 (Kinyarwanda)", { exact: true })).toHaveValue(
        "Kuva ku wa Mbere kugeza ku wa Gatanu",
      );
      await contact.getByLabel("Office days 1 (French)", { exact: true }).fill("Du lundi au jeudi");
      await contact.getByLabel("Hours 1 (French)", { exact: true }).fill("");
      await contact.getByRole("button", { name: "Save changes" }).click();
      // Wait for the server's word, not the box's value (which is what was typed): leaving before the save lands
      // would race it.
      await expect(page.getByText(/^Saved Contact details/).first()).toBeVisible();

      await page.context().clearCookies();
      await page.goto("/fr/contact");
      const hours = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: fr.contact.officeHours }) });
      await expect(hours).toContainText("Du lundi au jeudi\u202f: 8AM to 5PM EAT");
      // The second line is not given in French by the test: the default French text shows.
      const saturday = organisationText("fr").officeHours[1]!;
      await expect(hours).toContainText(`${saturday.days}\u202f: ${saturday.hours}`);
      await page.goto("/contact");
      await expect(page.getByText("Monday to Friday: 8AM to 5PM EAT")).toBeVisible();
    } finally {
      const db = writableDb();
      db.prepare("delete from site_settings").run();
      db.close();
    }
  });
});
