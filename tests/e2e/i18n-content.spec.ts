import { FOCUS_AREAS, IMPACT_BULLETS, MISSION, PROGRAMS, STORY, VALUES, VISION } from "../../app/content/organisation";
import { PRIVACY as privacyOf, TERMS as termsOf } from "../../app/content/legal";
import { legalFacts } from "../../app/domain/settings/legal-facts";
import { SITE_DEFAULTS } from "../../app/domain/settings/site-defaults";
import { PROGRAM_PAGES, programPages } from "../../app/content/program-pages";
import { pages as frPages } from "../../app/i18n/fr/pages";
import { pages as enPages } from "../../app/i18n/en/pages";
import { pages as rwPages } from "../../app/i18n/rw/pages";
import { deletePosts, insertPost, writableDb } from "../support/blog-data";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * The organisation's pages in Kinyarwanda and French (issue 17): each answers at /rw/… and /fr/… in its language,
 * with its main heading translated and none of the English content module's sentences left on it.
 */
const CATALOGUE = { rw: rwPages, fr: frPages };
const [PRIVACY, TERMS] = [privacyOf(legalFacts(SITE_DEFAULTS)), termsOf(legalFacts(SITE_DEFAULTS))];

/** English sentences that must not appear on a translated page: a few from each part of the content module. */
const ENGLISH_ON_EVERY_PAGE = [
  "Our programs",
  "About Us",
  "Quick links",
  "All rights reserved",
  enPages.footer.privacy,
];
function englishOf(path: string): string[] {
  const program = PROGRAM_PAGES.find((p) => path === `/programs/${p.slug}`);
  if (program)
    return [
      program.summary,
      program.whatWeDo,
      program.whoWeServe,
      program.getInvolved,
      enPages.program.whatWeDo,
      enPages.program.allPrograms,
    ];
  switch (path) {
    case "/":
      return [MISSION, FOCUS_AREAS[1].text, IMPACT_BULLETS[0], enPages.home.joinText, enPages.home.title];
    case "/about":
      return [VISION, STORY[0], VALUES[0].text, enPages.about.vision];
    case "/programs":
      return [PROGRAMS[0].description, PROGRAMS[1].features[0], enPages.programs.subtitle, PROGRAM_PAGES[0].summary];
    case "/privacy":
      return [PRIVACY[1].paragraphs[0], PRIVACY[3].heading, PRIVACY[3].paragraphs[1], enPages.legal.privacyTitle];
    case "/terms":
      return [TERMS[1].paragraphs[0], TERMS[4].paragraphs[0], enPages.legal.termsTitle];
    default:
      throw new Error(path);
  }
}

function headingOf(path: string, lang: "rw" | "fr"): string {
  const strings = CATALOGUE[lang];
  const program = programPages(lang).find((p) => path === `/programs/${p.slug}`);
  if (program) return program.title;
  return {
    "/": strings.home.title,
    "/about": strings.about.title,
    "/programs": strings.programs.title,
    "/privacy": strings.legal.privacyTitle,
    "/terms": strings.legal.termsTitle,
  }[path]!;
}

const PATHS = ["/", "/about", "/programs", ...PROGRAM_PAGES.map((p) => `/programs/${p.slug}`), "/privacy", "/terms"];

for (const lang of ["rw", "fr"] as const) {
  for (const path of PATHS) {
    const url = path === "/" ? `/${lang}` : `/${lang}${path}`;
    test(`${url} is in ${lang}: lang, heading, no English content, axe`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path, lang));
      const text = await page.locator("body").innerText();
      const left = [...englishOf(path), ...ENGLISH_ON_EVERY_PAGE].filter((sentence) => text.includes(sentence));
      expect(left).toEqual([]);
      // Links stay in the language: the header's programs link and the footer's privacy link.
      await expect(page.getByRole("banner").locator(`a[href="/${lang}/programs"]`).first()).toBeAttached();
      await expect(page.getByRole("contentinfo").locator(`a[href="/${lang}/privacy"]`)).toBeVisible();
      expect(await page.title()).toContain(path === "/" ? "Youth One Health Rwanda" : headingOf(path, lang));
      await expectNoAxeViolations(page);
    });
  }
}

test("the privacy page says what a newsletter subscription keeps, in each language", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.locator("main").getByRole("heading", { level: 2, name: "New posts by e-mail" })).toBeVisible();
  await expect(page.getByText("one tap", { exact: false })).toBeVisible();
  await page.goto("/rw/privacy");
  await expect(
    page.locator("main").getByRole("heading", { level: 2, name: "Inkuru nshya kuri imeyili" }),
  ).toBeVisible();
  await page.goto("/fr/privacy");
  await expect(
    page.locator("main").getByRole("heading", { level: 2, name: "Nouveaux articles par e-mail" }),
  ).toBeVisible();
});

test("the help box under a sensitive post speaks the page's language and says how to clear the history", async ({
  page,
}) => {
  const id = insertPost({ category: "Mental Health" });
  const db = writableDb();
  db.prepare("update posts set help_box = 1 where id = ?").run(id);
  db.close();
  try {
    for (const [prefix, strings] of [
      ["", enPages],
      ["/rw", rwPages],
      ["/fr", frPages],
    ] as const) {
      await page.goto(`${prefix}/blog/${id}`);
      const box = page.getByRole("complementary", { name: strings.helpBox.title });
      await expect(box).toBeVisible();
      await expect(box.getByText(strings.helpBox.clearHistory)).toBeVisible();
      await expect(box.getByRole("link", { name: "3029" })).toHaveAttribute("href", "tel:3029");
    }
    // The line itself, word for word in English, as the issue asks.
    expect(enPages.helpBox.clearHistory).toBe(
      "On a shared phone? Clear your browsing history after reading, or use a private tab.",
    );
  } finally {
    deletePosts([id]);
  }
});

// Issue 23 (15): a program page's latest posts are about the program, in the page's language first. The demo's
// exam-stress post (Mental Health, tagged "students") has Kinyarwanda and French versions; the unrelated posts of
// the program's categories (a refugee club, malaria) are not shown.
test("a program page lists posts about it, the page's language's version first", async ({ page }) => {
  const { DEMO_TRANSLATIONS } = await import("../../app/content/demo/translations");
  const original = DEMO_TRANSLATIONS[0]!.of;
  const latest = () =>
    page.locator("section", { has: page.locator("#latest-title") }).getByRole("heading", { level: 3 });
  await page.goto("/programs/education");
  await expect(latest()).toContainText([original]);
  for (const lang of ["rw", "fr"] as const) {
    const translated = DEMO_TRANSLATIONS.find((d) => d.lang === lang && d.of === original)!.title;
    await page.goto(`/${lang}/programs/education`);
    await expect(latest().first(), lang).toHaveText(translated);
    await expect(latest().filter({ hasText: original }), lang).toHaveCount(0);
  }
  await page.goto("/programs/maternal-health");
  await expect(latest().filter({ hasText: /Refugee|Malaria|Youth-Friendly/ })).toHaveCount(0);
  await expect(latest()).toContainText(["Mothers' Circles: Walking Alongside Young Mothers"]);
});
