// @ts-check
// One page view's network bytes as Chromium reports them, shared by the benchmark (measure.mjs postViews) and the
// budget test (tests/e2e/data-saver-budget.spec.ts), so both count the same way: every response the page and its
// service worker take from the network (headers and encoded body), none that the worker answers from its caches.

/**
 * Starts counting on `context`; `view(page, url)` then loads `url` until the network is quiet and sums it.
 * @param {import("@playwright/test").BrowserContext} context
 */
export function viewBytes(context) {
  /** @type {{ url: string, type: string, bytes: number }[]} */
  let items = [];
  /** @type {Promise<void>[]} */
  const pending = [];
  context.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        items.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })().catch(() => {}),
    );
  });
  const settle = async () => {
    await Promise.all(pending.splice(0));
  };
  /** @param {import("@playwright/test").Page} page @param {string} url */
  const view = async (page, url) => {
    await settle();
    items = [];
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    await settle();
    const bytes = items.reduce((n, i) => n + i.bytes, 0);
    return { kb: bytes / 1024, requests: items.length, items };
  };
  return { view, settle };
}
