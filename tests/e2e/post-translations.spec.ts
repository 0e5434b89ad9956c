import { randomBytes } from "node:crypto";
import { loginAs } from "../support/auth";
import { postsOfSpec, uniqueName } from "../support/blog-data";
import { DEMO, expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

// Issue 17: posts in languages. A translation links to its original; the pages of a language list its posts
// first, then those not translated into it yet, each marked with its language; feeds and /api/blog per language.

const posts = postsOfSpec();
test.afterAll(posts.deleteAll);
const newPost = posts.insert;
const DAY = 86_400_000;
const BASE = Date.UTC(2003, 0, 1);
const word = () => `zq${randomBytes(4).toString("hex")}`;
const IMAGE = "https://images.example.org/cover.jpg";
const row = (id: string) =>
  openDb().prepare("select lang, translation_of as translationOf, title from posts where id = ?").get(id) as {
    lang: string;
    translationOf: string | null;
    title: string;
  };
const demoTranslation = (lang: string) =>
  openDb()
    .prepare(
      "select id, title, translation_of as original from posts where lang = ? and slug not like 'e2e-%' and status = 'published' limit 1",
    )
    .get(lang) as { id: string; title: string; original: string };

test("API: a translation links to the original; a second one in a language, or one in the original's, is a 409", async ({
  request,
}) => {
  const auth = bearer(createSessionToken(DEMO.editor));
  const original = newPost({ title: uniqueName("E2E original"), featuredImage: IMAGE });
  const create = (fields: Record<string, unknown>) =>
    request.post("/api/blog", {
      headers: auth,
      data: {
        title: uniqueName("E2E translation"),
        excerpt: "Incamake.",
        content: "<p>Inyandiko.</p>",
        category: "Research",
        featuredImage: IMAGE,
        ...fields,
      },
    });

  const rw = await create({ lang: "rw", translationOf: original });
  expect(rw.status()).toBe(201);
  const rwPost = (await rw.json()).data;
  posts.track(rwPost._id);
  expect(rwPost).toMatchObject({ lang: "rw", translationOf: original });

  // Translating the translation links to the original.
  const fr = await create({ lang: "fr", translationOf: rwPost._id });
  expect(fr.status()).toBe(201);
  const frPost = (await fr.json()).data;
  posts.track(frPost._id);
  expect(row(frPost._id)).toMatchObject({ lang: "fr", translationOf: original });

  const again = await create({ lang: "rw", translationOf: original });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe(
    "This post already has a translation in Kinyarwanda: edit that one instead",
  );
  const same = await create({ lang: "en", translationOf: frPost._id });
  expect(same.status()).toBe(409);
  expect((await same.json()).message).toMatch(/^A translation must be in another language than the original/);
  const unknown = await create({ lang: "de" });
  expect(unknown.status()).toBe(400);

  // Updates keep one post per language in a group; GET returns the language.
  const clash = await request.put(`/api/blog/${frPost._id}`, { headers: auth, data: { lang: "rw" } });
  expect(clash.status()).toBe(409);
  const got = await request.get(`/api/blog/${rwPost._id}`, { headers: auth });
  expect((await got.json()).data).toMatchObject({ lang: "rw", translationOf: original });
});

test("staff translate a post from its edit screen; the two public pages link each other", async ({ page, js }) => {
  const title = uniqueName("E2E translate me");
  const original = newPost({
    title,
    featuredImage: IMAGE,
    tags: ["water", "schools"],
    category: "Research",
    helpBox: true,
  });
  await loginAs(page, DEMO.editor);
  await page.goto(`/admin/blog/edit/${original}`);
  await page.getByRole("link", { name: "Translate into French" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/create\\?translate=${original}&lang=fr$`));
  await expect(page.getByRole("heading", { level: 1, name: "Translate Blog Post" })).toBeVisible();
  // Prefilled from the original, in the language asked for.
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Language")).toHaveValue("fr");
  await expect(page.getByLabel("Category")).toHaveValue("Research");
  await expect(page.getByLabel("Tags (comma separated)")).toHaveValue("water, schools");
  await expect(page.getByRole("checkbox", { name: /Where to get help/ })).toBeChecked();
  const french = uniqueName("E2E traduit");
  await page.getByLabel("Title").fill(french);
  await page.getByLabel("Excerpt").fill("Un résumé en français.");
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Alt text").fill("Une salle de classe");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const created = openDb()
    .prepare("select id, lang, translation_of as translationOf, help_box as helpBox from posts where title = ?")
    .get(french) as { id: string; lang: string; translationOf: string; helpBox: number };
  posts.track(created.id);
  expect(created).toMatchObject({ lang: "fr", translationOf: original, helpBox: 1 });
  void js;

  // The English page links the French one in its own pages, and back.
  await page.goto(`/blog/${original}`);
  const toFrench = page.getByRole("link", { name: "Read this in French" });
  await expect(toFrench).toHaveAttribute("href", `/fr/blog/${created.id}`);
  await toFrench.click();
  await expect(page).toHaveURL(new RegExp(`/fr/blog/${created.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: french })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lire cet article en anglais" })).toHaveAttribute(
    "href",
    `/blog/${original}`,
  );
  // The same French post on the English pages: the interface is English, the article says it is French.
  await page.goto(`/blog/${created.id}`);
  await expect(page.locator("main article").first()).toHaveAttribute("lang", "fr");
  await expect(page.locator("main h1")).toHaveAttribute("lang", "fr");

  // Every language is taken now but Kinyarwanda; a second French translation is refused.
  await page.goto(`/admin/blog/edit/${original}`);
  await expect(page.getByRole("link", { name: "Translate into French" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Translate into Kinyarwanda" })).toBeVisible();
});

test("/rw/blog lists Kinyarwanda posts first, then the untranslated ones, each marked with its language", async ({
  page,
}) => {
  const category = uniqueName("E2E Lang");
  const older = newPost({ title: uniqueName("E2E en translated"), category, createdAt: BASE + 2 * DAY });
  const rw = newPost({ title: uniqueName("E2E rw"), category, createdAt: BASE, lang: "rw", translationOf: older });
  const newest = newPost({ title: uniqueName("E2E en newest"), category, createdAt: BASE + 5 * DAY });
  const fr = newPost({ title: uniqueName("E2E fr"), category, createdAt: BASE + 3 * DAY, lang: "fr" });
  const titles = async () => page.locator("main article h3").allTextContents();

  await page.goto(`/rw/blog?category=${encodeURIComponent(category)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  // The Kinyarwanda post first (featured, as the first of the list), then the newest untranslated, the French one;
  // the English original of the Kinyarwanda post is not listed again.
  expect(await titles()).toEqual([row(rw).title, row(newest).title, row(fr).title]);
  const card = (id: string) => page.locator("main article").filter({ has: page.locator(`a[href="/rw/blog/${id}"]`) });
  await expect(card(newest).locator("[data-post-lang]")).toHaveText("Mu Cyongereza");
  await expect(card(fr).locator("[data-post-lang]")).toHaveText("Mu Gifaransa");
  await expect(card(fr).locator("h3")).toHaveAttribute("lang", "fr");
  await expect(card(rw).locator("[data-post-lang]")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // English: the English posts, then the French one nobody translated; the Kinyarwanda translation is not listed.
  await page.goto(`/blog?category=${encodeURIComponent(category)}`);
  expect(await titles()).toEqual([row(newest).title, row(older).title, row(fr).title]);
  await expect(
    page
      .locator("main article")
      .filter({ hasText: row(fr).title })
      .locator("[data-post-lang]"),
  ).toHaveText("In French");
});

test("search in /fr/blog: French posts first, then the untranslated", async ({ page }) => {
  const term = word();
  const frId = newPost({ title: uniqueName(`E2E fr ${term}`), lang: "fr", createdAt: BASE });
  const enId = newPost({ title: uniqueName(`E2E en ${term}`), createdAt: BASE + DAY });
  const hidden = newPost({ title: uniqueName(`E2E en ${term} translated`), createdAt: BASE + 2 * DAY });
  newPost({ title: uniqueName("E2E fr translation"), lang: "fr", translationOf: hidden, createdAt: BASE });
  await page.goto("/fr/blog");
  await page.getByLabel("Rechercher un article").fill(term);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/blog\\?q=${term}`));
  await expect(page.locator("main article h3")).toHaveText([row(frId).title, row(enId).title]);
});

test("feeds per language and /api/blog?lang=", async ({ request }) => {
  const rw = demoTranslation("rw");
  const feed = await request.get("/rw/rss.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain("<language>rw</language>");
  expect(xml).toMatch(/<title>Inkuru za [^<]+<\/title>/);
  expect(xml).toContain(`<title>${rw.title.replace(/'/g, "&apos;")}</title>`);
  expect(xml).toMatch(new RegExp(`<link>http://localhost:\\d+/rw/blog/${rw.id}</link>`));
  expect(xml).not.toContain("Antibiotics on the Farm");
  expect(await (await request.get("/fr/rss.xml")).text()).toContain("<language>fr</language>");
  expect(await (await request.get("/rss.xml")).text()).not.toContain(rw.title.replace(/'/g, "&apos;"));

  const api = await request.get("/api/blog?lang=rw&limit=50");
  expect(api.status()).toBe(200);
  const body = await api.json();
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((p: { lang: string }) => p.lang === "rw")).toBe(true);
  expect(body.data.map((p: { _id: string }) => p._id)).toContain(rw.id);
  expect(Object.keys(body.pagination).sort()).toEqual(["limit", "page", "pages", "total"]);
  const bad = await request.get("/api/blog?lang=xx");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ success: false, message: "Language must be one of en, rw, fr" });
});

test("a Kinyarwanda demo post reads in Kinyarwanda, links its original, and passes axe", async ({ page }) => {
  const rw = demoTranslation("rw");
  await page.goto(`/rw/blog/${rw.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await expect(page.getByRole("heading", { level: 1, name: rw.title })).toBeVisible();
  await expect(page.locator("main article").first()).not.toHaveAttribute("lang", /.+/);
  await expect(page.getByRole("link", { name: "Soma iyi nkuru mu Cyongereza" })).toHaveAttribute(
    "href",
    `/blog/${rw.original}`,
  );
  await expect(page.getByRole("link", { name: "Soma iyi nkuru mu Gifaransa" })).toHaveAttribute(
    "href",
    /^\/fr\/blog\//,
  );
  await expectNoAxeViolations(page);
  // The demo translation is listed first on /rw/blog.
  await page.goto("/rw/blog");
  await expect(page.getByRole("heading", { name: rw.title })).toBeVisible();
});

// Issue 23 (11): "Français" on an English post with a French version opens the French version, not a French frame
// around the English text. The hreflang alternates and the sitemap say the same; a language without a (published)
// translation keeps the same post with the interface in that language.
test("the language switcher and the alternates of a post lead to its translation", async ({ page }) => {
  const title = uniqueName("E2E switch original");
  const frenchTitle = uniqueName("E2E switch traduit");
  const original = newPost({ title });
  const french = newPost({ title: frenchTitle, lang: "fr", translationOf: original });
  newPost({ title: uniqueName("E2E switch brouillon"), lang: "rw", translationOf: original, status: "draft" });
  const alternates = () =>
    page
      .locator("head link[rel=alternate][hreflang]")
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
      );
  const switcher = (name: string) =>
    page
      .locator("nav[aria-label]")
      .filter({ has: page.locator("a[hreflang]") })
      .first()
      .getByRole("link", { name });

  await page.goto(`/blog/${original}`);
  const onOriginal = {
    en: `/blog/${original}`,
    rw: `/rw/blog/${original}`,
    fr: `/fr/blog/${french}`,
    "x-default": `/blog/${original}`,
  };
  expect(await alternates()).toEqual(onOriginal);
  await switcher("Français").click();
  await expect(page).toHaveURL(new RegExp(`/fr/blog/${french}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchTitle);
  const onFrench = {
    en: `/blog/${original}`,
    rw: `/rw/blog/${french}`,
    fr: `/fr/blog/${french}`,
    "x-default": `/blog/${original}`,
  };
  expect(await alternates()).toEqual(onFrench);
  await expect(switcher("Ikinyarwanda")).toHaveAttribute("href", `/rw/blog/${french}`);
  await switcher("English").click();
  await expect(page).toHaveURL(new RegExp(`/blog/${original}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // No Kinyarwanda version published (only a draft): the same post, the interface in Kinyarwanda.
  await switcher("Ikinyarwanda").click();
  await expect(page).toHaveURL(new RegExp(`/rw/blog/${original}$`));
  expect(await alternates()).toEqual(onOriginal);
  await expect(switcher("Français")).toHaveAttribute("href", `/fr/blog/${french}`);

  // The sitemap lists each page once, with the same alternates as the page itself.
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const entry = (path: string) => new RegExp(`<url><loc>https?://[^/<]+${path}</loc>(.*?)</url>`).exec(xml);
  for (const [path, expected] of [
    [`/blog/${original}`, onOriginal],
    [`/rw/blog/${original}`, onOriginal],
    [`/fr/blog/${french}`, onFrench],
    [`/rw/blog/${french}`, onFrench],
  ] as const) {
    const found = entry(path);
    expect(found, path).not.toBeNull();
    const listed = Object.fromEntries(
      [...found![1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]),
    );
    expect(listed, path).toEqual(expected);
  }
  // The French frame around the English text, and the English frame around the French text, are not listed.
  expect(entry(`/fr/blog/${original}`)).toBeNull();
  expect(entry(`/blog/${french}`)).toBeNull();
});
