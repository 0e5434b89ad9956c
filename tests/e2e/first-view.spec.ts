import { rawRequest } from "../support/raw-http";
import { expect, openDb, test, uniqueIp } from "../support/fixtures";
import { styleDifferences } from "../support/page-styles";

// Issue 40, part 1 (docs/decisions/044): a first-time visitor's page paints from its first round trip. The page's
// own rules are inline and the site's stylesheet is linked at the end of <body>; a reader coming from one of our
// pages gets the stylesheet in <head> as before. The bytes of each page's first round trip are the bench's
// (scripts/bench); here: which copy whom, that it is the same page, and that it looks exactly the same.

const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const SHEET = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"\/>/;

const demoPost = () =>
  openDb()
    .prepare("select id from posts where status = 'published' and lang = 'en' order by published_at desc limit 1")
    .pluck()
    .get() as string;

function shape(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const sheet = SHEET.exec(html);
  return {
    inlineStyle: /<style>[\s\S]{500,}?<\/style>/.test(head),
    sheetInHead: SHEET.test(head),
    sheetLast: sheet !== null && html.indexOf(sheet[0]) + sheet[0].length === html.lastIndexOf("</body>"),
  };
}

test("a first view has the page's rules inline and the sheet last; a reader from our own pages has it in <head>", async ({
  js,
}) => {
  test.skip(!js, "HTTP only: one run");
  const pages = ["/", "/blog", `/blog/${demoPost()}`, "/about", "/ask", "/questions", "/give", "/events"];
  for (const lang of ["", "/rw", "/fr"])
    for (const path of pages) {
      const url = `${lang}${path === "/" && lang ? "" : path}`;
      const ask = (site: Record<string, string | undefined>) =>
        rawRequest(url, { "User-Agent": PHONE, "X-Forwarded-For": uniqueIp(), ...(site as Record<string, string>) });
      // A WhatsApp link (no Referer, or another site's), an address typed, and Chromium's own signal.
      for (const first of [{}, { "Sec-Fetch-Site": "cross-site" }, { Referer: "https://l.wa.me/" }]) {
        const answer = await ask(first);
        expect(answer.status, url).toBe(200);
        expect(shape(answer.body.toString("utf8")), `${url} ${JSON.stringify(first)}`).toEqual({
          inlineStyle: true,
          sheetInHead: false,
          sheetLast: true,
        });
      }
      const origin = `http://localhost:${process.env.E2E_PORT}`;
      for (const ours of [{ "Sec-Fetch-Site": "same-origin" }, { Referer: `${origin}/blog` }]) {
        const answer = await ask(ours);
        expect(shape(answer.body.toString("utf8")), `${url} ${JSON.stringify(ours)}`).toEqual({
          inlineStyle: false,
          sheetInHead: true,
          sheetLast: false,
        });
      }
    }
});

test("a first view looks exactly as the page with the whole sheet, before the sheet arrives, at 360 and 1440 px", async ({
  browser,
  baseURL,
  ip,
  js,
}) => {
  test.skip(!js, "styles are read by script: the page is the same with JavaScript off (it is a static page)");
  test.setTimeout(120_000);
  const pages = ["/", "/blog", `/blog/${demoPost()}`, "/about", "/ask", "/fr/give", "/rw/questions"];
  for (const width of [360, 1440]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      // The offline worker the first page starts would fetch the next ones itself (from this site: a reader of
      // ours); each page here is someone's first.
      serviceWorkers: "block",
      extraHTTPHeaders: { "X-Forwarded-For": ip },
    });
    let sheet = "";
    for (const url of pages) {
      // A tab of its own, as a shared link opens: a navigation from the page before would be a reader of ours.
      const page = await context.newPage();
      // The sheet never arrives: what is drawn is the inline rules alone.
      await page.route(/\/assets\/app-[\w-]+\.css$/, (route) => {
        sheet = new URL(route.request().url()).pathname;
        return route.abort();
      });
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(await page.locator("head style").count(), url).toBe(1);
      expect(await page.locator('head link[rel="stylesheet"]:not([media="print"])').count(), url).toBe(0);
      const differ = await styleDifferences(page, sheet, {
        phone: width === 360,
        beforeSheet: () => page.unroute(/\/assets\/app-[\w-]+\.css$/),
      });
      expect(differ, `${url} at ${width} px`).toEqual([]);
      await page.close();
    }
    await context.close();
  }
});

test("the next page, reached by a link, links the sheet in <head>", async ({ browser, baseURL, ip, js }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  const page = await context.newPage();
  await page.goto("/");
  expect(await page.locator("head style").count()).toBe(1);
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.locator("head style").count()).toBe(0);
  expect(await page.locator('head link[rel="stylesheet"]:not([media="print"])').count()).toBe(1);
  await context.close();
});
