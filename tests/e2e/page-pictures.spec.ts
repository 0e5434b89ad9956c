import type { Page } from "@playwright/test";
import { PROGRAM_SLUGS, programPage } from "../../app/content/program-pages";
import type { Lang } from "../../app/i18n/languages";
import { expect, test } from "../support/fixtures";

// Issue 23 §14: every picture says what it shows. The home hero described a workshop over a drawing of a microscope,
// About showed a blog post's picture, and the six focus areas shared one leaf icon.
const PAGES = ["/", "/about", ...PROGRAM_SLUGS.map((s) => `/programs/${s}`)];
const PREFIX = { en: "", rw: "/rw", fr: "/fr" } as const;
const hashOf = (src: string | null) => /\/images\/([0-9a-f]{32})\//.exec(src ?? "")?.[1] ?? null;

/** The page's own picture: the first of our images in <main> (the hero on Home, the story on About, a program's). */
async function pagePicture(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  const img = page.locator('main img[src*="/images/"]').first();
  await expect(img, path).toHaveCount(1);
  return { path, hash: hashOf(await img.getAttribute("src")), alt: (await img.getAttribute("alt")) ?? "" };
}

test("each page has its own picture, never a blog post's, described in words no other picture shares", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The blog's pictures and their descriptions, every language.
  const posts: { featuredImage: string | null; featuredImageAlt: string; lang: string }[] = [];
  for (let p = 1; ; p++) {
    const body = await (await request.get(`/api/blog?limit=50&page=${p}`)).json();
    posts.push(...body.data);
    if (p >= body.pagination.pages) break;
  }
  const postHashes = new Set(posts.map((p) => hashOf(p.featuredImage)).filter(Boolean));
  expect(postHashes.size).toBeGreaterThan(5);

  for (const [lang, prefix] of Object.entries(PREFIX)) {
    const pictures = [];
    for (const path of PAGES)
      pictures.push(await pagePicture(page, prefix && path === "/" ? prefix : `${prefix}${path}`));
    for (const p of pictures) {
      expect(p.hash, `${p.path}: a picture`).toBeTruthy();
      expect(postHashes.has(p.hash), `${p.path} shows a blog post's picture`).toBe(false);
      expect(p.alt.length, `${p.path}: alt text`).toBeGreaterThan(30);
    }
    // No two pages show the same file, and no two pictures are described alike.
    expect(new Set(pictures.map((p) => p.hash)).size, `${lang}: one file per page`).toBe(pictures.length);
    const postAlts = posts.filter((p) => p.lang === lang).map((p) => p.featuredImageAlt);
    const alts = [...pictures.map((p) => p.alt), ...postAlts];
    expect(new Set(alts).size, `${lang}: every alt text its own`).toBe(alts.length);
    // A program's picture is described, not captioned with the program's name and summary.
    for (const slug of PROGRAM_SLUGS) {
      const { title, summary } = programPage(slug, lang as Lang)!;
      const alt = pictures.find((p) => p.path.endsWith(`/programs/${slug}`))!.alt;
      expect(alt.includes(title) || alt.includes(summary), `${slug}: alt describes the picture, not the program`).toBe(
        false,
      );
    }
  }
});

test("each focus area on the home page has its own drawn icon", async ({ page }) => {
  for (const prefix of ["", "/rw", "/fr"]) {
    await page.goto(prefix || "/");
    const areas = page.locator('section[aria-labelledby="focus-title"] li');
    await expect(areas).toHaveCount(6);
    const icons = await areas.evaluateAll((items) => items.map((li) => li.querySelector("svg")?.innerHTML ?? ""));
    expect(
      icons.every((svg) => svg.length > 40),
      "an inline SVG in each",
    ).toBe(true);
    expect(new Set(icons).size, `${prefix || "/"}: six different drawings`).toBe(6);
  }
});
