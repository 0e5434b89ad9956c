// @ts-check
// Checked with a service worker's library (tsconfig.sw.json, app/enhance/sw-env.d.ts), not the DOM one.
// The service worker (issue 27), served at /sw.js by app/platform/offline/service-worker.server.ts, which writes
// the build's version and the files to precache in place of the two markers below: a new deployment is a new
// worker text, so the browser installs it and the old caches go on activate. Plain JavaScript, no imports; with
// the enhancement module it must stay within 8 KB gzip (bundle-budget.spec.ts).
const VERSION = "__VERSION__";
// eslint-disable-next-line no-undef -- written in by the server
const PRECACHE = __PRECACHE__;
const STATIC = `static-${VERSION}`;
// The last articles opened, per deployment (a page refers to its deployment's CSS). Saved articles (the page's
// "saved" cache, public-enhance.js) outlive deployments.
const PAGES = `pages-${VERSION}`;
const RECENT = 10;
const TIMEOUT = 3000;
// Never stored nor answered from a cache: whatever is personal, secret or private (in every language).
const NEVER =
  /^\/(?:(?:rw|fr)\/)?(?:admin|api|account|ask\/answer|login|signup|logout|forgot-password|reset-password|verify-email|newsletter|give\/(?:pay|payment|receipt|tell-us)|preview)(?:[/.]|$)|\/preview(?:[/.]|$)/;
// A write here changes who is reading: the pages kept are dropped (they were a guest's, but the phone may be shared).
const WHO = /^\/(?:(?:rw|fr)\/)?(?:login|logout|signup|verify-email|reset-password|api\/auth)(?:[/.]|$)/;
const POST = /^\/(?:(?:rw|fr)\/)?(?:blog|questions)\/[^/.]+$/;
const LANG = (/** @type {string} */ path) => /^\/(rw|fr)(?:\/|$)/.exec(path)?.[1];

// Guest copies; files that are named by their content or change rarely may come from the browser's cache.
const guestFetch = (/** @type {string} */ url) =>
  fetch(url, { credentials: "omit", cache: /^\/(?:assets\/|favicon)/.test(url) ? "default" : "no-cache" });

// The pages a reader may need with no connection, in their language only (the page tells the worker): the offline
// page at once, /saved once they have saved an article. Three languages' copies on every first visit would cost a
// reader pages they may never see.
// Issue 35: the page that installed the worker was fetched before it, so it tells its address (`first`) and the
// worker keeps its guest copy like any article read after: a reader who came from a shared link and lost the
// connection can open that first article again. Its pictures are in the browser's HTTP cache (immutable).
addEventListener("message", (event) => {
  const { lang, saved, first } = event.data ?? {};
  const read = typeof first === "string" && new URL(first, location.origin);
  if (read && read.origin === location.origin && POST.test(read.pathname) && !NEVER.test(read.pathname))
    event.waitUntil(
      guestFetch(read.href).then(
        (response) => /** @type {unknown} */ (storable(response) && remember(read.href, response)),
      ),
    );
  if (!["en", "rw", "fr"].includes(lang)) return;
  const at = lang === "en" ? "" : `/${lang}`;
  event.waitUntil(
    caches.open(STATIC).then((cache) =>
      Promise.all(
        [`${at}/offline`, ...(saved ? [`${at}/saved`] : [])].map(async (url) => {
          if (await cache.match(url)) return;
          const response = await guestFetch(url);
          if (response.ok) await cache.put(url, response);
        }),
      ),
    ),
  );
});

addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(STATIC).then(async (cache) => {
      for (const url of PRECACHE) {
        const response = await guestFetch(url);
        if (!response.ok) throw new Error(url);
        await cache.put(url, response);
      }
      await self.skipWaiting();
    }),
  );
});

addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => /^(static|pages)-/.test(n) && !n.endsWith(VERSION)).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Only what the server says is the same for everyone (the guest page rule: `public`, no cookie set).
 * @param {Response} response
 */
function storable(response) {
  const control = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    response.type === "basic" &&
    /\bpublic\b/.test(control) &&
    !/private|no-store/.test(control)
  );
}

/**
 * An article as this worker keeps it: the page, its title (for the offline lists), no per-exchange headers.
 * @param {Cache} cache
 * @param {string} url
 * @param {Response} response
 * @param {Record<string, string>} [extra]
 */
async function keep(cache, url, response, extra = {}) {
  const body = await response.text();
  const headers = new Headers(response.headers);
  for (const name of ["vary", "etag", "content-length", "content-encoding", "set-cookie"]) headers.delete(name);
  // The title without the site's name after it; its HTML entities are read by the page that lists it.
  const title = (/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? url).replace(/ \| [^|]*$/, "");
  headers.set("X-Title", encodeURIComponent(title));
  headers.set("X-Size", String(new Blob([body]).size));
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  await cache.put(url, new Response(body, { status: 200, headers }));
}

/**
 * @param {string} url
 * @param {Response} response
 */
async function remember(url, response) {
  const cache = await caches.open(PAGES);
  await cache.delete(url);
  await keep(cache, url, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - RECENT))) await cache.delete(old);
}

/**
 * @param {FetchEvent} event
 * @param {URL} url
 */
async function page(event, url) {
  const key = url.origin + url.pathname + url.search;
  const network = fetch(event.request).then((response) => {
    if (POST.test(url.pathname) && storable(response)) event.waitUntil(remember(key, response.clone()));
    return response;
  });
  const late = new Promise((resolve) => setTimeout(resolve, TIMEOUT, null));
  // An article is the same whatever a shared link added to its address (?utm_source=…, ?fbclid=…): the guest cache
  // drops those too (issue 35: a first article opened from WhatsApp, then opened again from the site).
  const kept = async () =>
    (await caches.match(key, { ignoreVary: true })) ??
    (POST.test(url.pathname) ? caches.match(key, { ignoreVary: true, ignoreSearch: true }) : undefined);
  try {
    const first = await Promise.race([network, late]);
    if (first) return first;
    // Slow: the kept copy if there is one, else go on waiting for the network.
    return (await kept()) ?? (await network);
  } catch {
    return (await kept()) ?? offline(url);
  }
}

const offline = async (/** @type {URL} */ url) => {
  const lang = LANG(url.pathname);
  return (await caches.match(lang ? `/${lang}/offline` : "/offline")) ?? Response.error();
};

/**
 * Files named by their content (/assets, /images) never change: the kept copy first, then the network.
 * @param {Request} request
 * @param {URL} url
 */
async function file(request, url) {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    // A kept article of an older deployment asks for that deployment's stylesheet or module: today's will do.
    const same = PRECACHE.find((p) => p.startsWith("/assets/") && p.split(".").pop() === url.pathname.split(".").pop());
    const fallback = same && (await caches.match(same));
    if (fallback) return fallback;
    throw error;
  }
}

addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.method !== "GET") {
    if (WHO.test(url.pathname)) event.waitUntil(caches.delete(PAGES));
    return;
  }
  const never = NEVER.test(url.pathname) || url.pathname.endsWith(".data");
  // A private page is never kept, but without a connection it gets the offline page rather than the browser's error.
  if (request.mode === "navigate")
    return event.respondWith(never ? fetch(request).catch(() => offline(url)) : page(event, url));
  if (never) return;
  if (/^\/(?:assets|images)\//.test(url.pathname) || PRECACHE.includes(url.pathname))
    event.respondWith(file(request, url));
});
