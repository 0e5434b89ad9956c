import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openDb, test } from "../support/fixtures";
import { ownPort, startOwnServer, stopOwnServer, type OwnServer } from "../support/own-server";

// Issue 35, items 5 and 6, at 360 px: the ways in are on a phone's first screen (asking in the menu, MTN MoMo in the
// donation dialog, a give button on the home page's campaign), and the data saver is offered where it is needed,
// switched from the menu, confirmed by a flash message, and its pictures open inside the site without JavaScript.

test.use({ viewport: { width: 360, height: 740 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

const demoPost = () =>
  openDb()
    .prepare(
      "select id, title from posts where status = 'published' and featured_image_id is not null and lang = 'en' order by published_at desc limit 1",
    )
    .get() as { id: string; title: string };

const menu = (page: Page) => page.locator("header details[data-menu]");
async function openMenu(page: Page) {
  await menu(page).locator("summary").click();
  await expect(menu(page)).toHaveAttribute("open", "");
}

test("the phone menu has 'Ask a question' in the page's language", async ({ page, js }) => {
  for (const [lang, name] of [
    ["", "Ask a question"],
    ["/rw", "Baza ikibazo"],
    ["/fr", "Poser une question"],
  ] as const) {
    await page.goto(lang || "/");
    await openMenu(page);
    const link = menu(page).getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    if (lang === "/rw") {
      await shot(page, `menu-rw-${js ? "js" : "no-js"}`);
      await expectNoAxeViolations(page);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${lang}/ask$`));
  }
});

test("the donation dialog names MTN MoMo and links to paying from the page, in the page's language", async ({
  page,
  js,
}) => {
  // The e2e server has the fake MTN configured (tests/support/e2e-stack.mjs): online payment is on.
  await page.goto("/rw?donate=1");
  const dialog = page.locator("#donate-dialog");
  const momo = dialog.locator("[data-mtn-momo]");
  await expect(momo.getByRole("heading", { name: "MTN MoMo" })).toBeVisible();
  const pay = momo.getByRole("link", { name: "Ishyura ukoresheje MTN MoMo" });
  await expect(pay).toHaveAttribute("href", "/rw/give/pay");
  await shot(page, `dialog-rw-${js ? "js" : "no-js"}`);
  await pay.click();
  await expect(page).toHaveURL(/\/rw\/give\/pay$/);
  await expect(page.locator("form[data-gift-form]")).toBeVisible();
});

test("the home page's campaign has a give button, and its title is an underlined link", async ({ page, js }) => {
  const featured = openDb()
    .prepare("select id, title_rw as title from campaigns where featured = 1 and status = 'active'")
    .get() as { id: string; title: string };
  await page.goto("/rw");
  const band = page.locator("section[aria-labelledby=featured-campaign-title]");
  const title = band.getByRole("heading", { level: 2 }).getByRole("link");
  await expect(title).toHaveAttribute("href", `/rw/give/${featured.id}`);
  expect(await title.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain("underline");
  const give = band.getByRole("link", { name: /^Tanga kuri ubu bukangurambaga/ });
  await expect(give).toHaveAttribute("href", `/rw/give/${featured.id}`);
  const box = (await give.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await band.scrollIntoViewIfNeeded();
  await shot(page, `home-campaign-rw-${js ? "js" : "no-js"}`);
  // On /give every card's title is a link to its campaign too.
  await page.goto("/rw/give");
  await expect(page.getByRole("heading", { level: 3 }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/rw\/give\/[\w-]+$/,
  );
});

test("Save-Data: the first page says the data saver is on; 'Keep it on' is confirmed and the offer is gone", async ({
  page,
  context,
  ip,
  js,
}) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip, "Save-Data": "on" });
  const post = demoPost();
  await page.goto(`/rw/blog/${post.id}`);
  const offer = page.locator("form[data-saver-offer=on]");
  await expect(offer).toContainText("Kuzigama data birafunguye");
  await shot(page, `offer-rw-${js ? "js" : "no-js"}`);
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "Bireke bifunguye" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kuzigama data byafunguwe" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rw/blog/${post.id}(#main)?$`));
  await expect(page.locator("form[data-saver-offer]")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "data-saver")?.value).toBe("1");
  // Still the data saver's page (placeholders), by the reader's choice now.
  await page.reload();
  await expect(page.getByRole("main").locator("a[data-tap-load]").first()).toBeVisible();
  await expect(page.locator("form[data-saver-offer]")).toHaveCount(0);
});

test("a slow connection is offered the data saver; 'No, thanks' is remembered", async ({ page, context, ip }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip, ECT: "2g", Downlink: "0.2" });
  await page.goto("/fr/about");
  const offer = page.locator("form[data-saver-offer=slow]");
  await expect(offer).toContainText("Connexion lente");
  await offer.getByRole("button", { name: "Non merci" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Économiseur de données désactivé" })).toBeVisible();
  await expect(page.locator("form[data-saver-offer]")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "data-saver")?.value).toBe("0");
});

test("the guest cache never gives one reader's offer to another", async ({ playwright, baseURL, ip }) => {
  const get = async (headers: Record<string, string>) => {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
    const res = await client.get("/programs", { headers });
    const html = await res.text();
    const out = { offer: /data-saver-offer="(\w+)"/.exec(html)?.[1] ?? null, headers: res.headers() };
    await client.dispose();
    return out;
  };
  for (let i = 0; i < 2; i++) {
    // Twice each: the second is the stored copy.
    expect((await get({ ECT: "slow-2g" })).offer).toBe("slow");
    expect((await get({})).offer).toBeNull();
    expect((await get({ "Save-Data": "on" })).offer).toBe("on");
    expect((await get({ "Save-Data": "on", Cookie: "data-saver=1" })).offer).toBeNull();
    expect((await get({ ECT: "2g", Cookie: "data-saver=0" })).offer).toBeNull();
  }
  const plain = await get({});
  expect(plain.headers["vary"]).toMatch(/Save-Data, ECT, Downlink/);
  expect(plain.headers["accept-ch"]).toBe("ECT, Downlink");
  // A data saver's page does not ask for the hints: they could not change it, and its first view counts bytes.
  expect((await get({ "Save-Data": "on" })).headers["accept-ch"]).toBeUndefined();
});

test("the menu's switch turns the data saver on, says so, and comes back where the reader was", async ({
  page,
  js,
}) => {
  const post = demoPost();
  await page.goto(`/blog/${post.id}`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await openMenu(page);
  const form = menu(page).locator("form[data-saver-form]");
  await expect(form).toContainText("Data saver");
  await form.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Data saver on" })).toBeVisible();
  await expect(page.getByRole("main").locator("a[data-tap-load]").first()).toBeAttached();
  if (js) {
    // Sent in the background, then the page again: the browser keeps the scroll position of a reload.
    expect(new URL(page.url()).hash).toBe("");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  } else {
    // Without JavaScript nothing knows the scroll position: the page comes back at its content, past the header.
    expect(new URL(page.url()).hash).toBe("#main");
  }
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Data saver off" })).toBeVisible();
  await expect(page.getByRole("main").locator("a[data-tap-load]")).toHaveCount(0);
});

test("without JavaScript a blurred picture opens its own page in the site, with its alt text and a way back", async ({
  page,
  context,
  ip,
  js,
}) => {
  test.skip(js, "with JavaScript the picture loads in place (offline-data-saver.spec.ts)");
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip, "Save-Data": "on" });
  const post = demoPost();
  await page.goto(`/rw/blog/${post.id}`);
  const placeholder = page.getByRole("main").locator("a[data-tap-load]").first();
  const alt = (await placeholder.locator("img").getAttribute("alt")) ?? "";
  await placeholder.click();
  await expect(page).toHaveURL(/\/rw\/picture\?src=%2Fimages%2F[0-9a-f]{32}%2F\d+\.jpg&/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ifoto");
  const img = page.getByRole("main").locator("img");
  await expect(img).toHaveAttribute("alt", alt);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 100)).toBe(true);
  await shot(page, "picture-rw-no-js");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Subira kuri paji" }).click();
  await expect(page).toHaveURL(new RegExp(`/rw/blog/${post.id}$`));
  // Only this site's pictures, and never a way back off the site.
  expect((await page.request.get("/picture?src=https://example.org/a.jpg")).status()).toBe(400);
  const res = await page.request.get(
    `/picture?src=${encodeURIComponent("/images/0123456789abcdef0123456789abcdef/800.jpg")}&back=${encodeURIComponent("//example.org")}`,
  );
  expect(res.status()).toBe(200);
  expect(await res.text()).not.toContain('href="//example.org"');
});

test.describe("without online payment", () => {
  test.describe.configure({ timeout: 120_000 });
  let server: OwnServer | undefined;
  test.afterEach(async () => {
    if (server) await stopOwnServer(server);
    server = undefined;
  });

  test("the dialog still names MTN MoMo and says how to ask for the number", async ({ page, js }) => {
    const port = ownPort("waysIn", js ? 0 : 1);
    server = await startOwnServer(
      {
        APP_MODE: "local",
        SEED_DEMO: "false",
        SESSION_SECRET: "ways-own-secret-0123456789abcdef",
        APP_URL: `http://localhost:${port}`,
      },
      port,
    );
    await page.goto(`http://localhost:${port}/fr?donate=1`);
    const momo = page.locator("#donate-dialog [data-mtn-momo]");
    await expect(momo.getByRole("heading", { name: "MTN MoMo" })).toBeVisible();
    await expect(momo).toContainText("Numéro MoMo");
    await expect(momo.getByRole("link", { name: "par e-mail" })).toHaveAttribute("href", /^mailto:/);
    await expect(momo.locator("a[href$='/give/pay']")).toHaveCount(0);
  });
});
