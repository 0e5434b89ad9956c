import http from "node:http";
import zlib from "node:zlib";
import { loginAs } from "../support/auth";
import { deletePosts, insertPost, postCounts, uniqueName } from "../support/blog-data";
import { DEMO, expect, test, uniqueIp } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

// The guest page cache (docs/decisions/021). Guests are plain HTTP clients here, with no cookie jar, so what
// they get is exactly what a phone opening a shared link gets. Other specs write to the database in parallel
// (which empties the cache: data_version), so a check that needs a stored page repeats until it sees a HIT.

const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
const READER_UA =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** One GET (or HEAD) with exactly these headers and no cookie; the body as sent (not decoded). */
function guest(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: Number(process.env.E2E_PORT),
        path,
        method,
        headers: { "User-Agent": READER_UA, "X-Forwarded-For": uniqueIp(), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}
const text = (r: Raw) => r.body.toString("utf8");

/** Asks twice until the second answer came from the cache (a parallel write may empty it in between). */
async function storedCopy(path: string, headers: Record<string, string> = {}, second = path) {
  for (let i = 0; i < 10; i++) {
    await guest(path, headers);
    const again = await guest(second, headers);
    if (again.headers["x-cache"] === "HIT") return again;
  }
  throw new Error(`${second} never came from the cache`);
}

const editor = () => bearer(createSessionToken(DEMO.editor));

async function createPublished(request: import("@playwright/test").APIRequestContext, token: string, title: string) {
  const res = await request.post("/api/blog", {
    headers: editor(),
    multipart: {
      title,
      excerpt: `Cache test ${token}.`,
      content: "<p>First words.</p>",
      category: "Research",
      status: "published",
      featuredImage: { name: "c.png", mimeType: "image/png", buffer: await pngOf(randomColour()) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as string;
  created.push(id);
  return id;
}

test("a guest sees a new post, an edit, an unpublish and a deletion at once", async ({ request, js }) => {
  test.skip(!js, "HTTP only: once is enough");
  // The post's excerpt holds a word no other post has: this search lists it and nothing else.
  const token = `cachetoken${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const list = `/blog?q=${token}`;
  expect(text(await storedCopy(list))).not.toContain("Cache post");

  const title = uniqueName("Cache post");
  const id = await createPublished(request, token, title);
  expect(text(await guest(list))).toContain(title);
  expect(text(await storedCopy(`/blog/${id}`))).toContain(title);

  const edited = uniqueName("Cache post edited");
  expect((await request.put(`/api/blog/${id}`, { headers: editor(), data: { title: edited } })).status()).toBe(200);
  const afterEdit = await guest(`/blog/${id}`);
  expect(text(afterEdit)).toContain(edited);
  expect(text(await guest(list))).toContain(edited);

  await storedCopy(`/blog/${id}`);
  await storedCopy(list);
  expect((await request.put(`/api/blog/${id}`, { headers: editor(), data: { status: "draft" } })).status()).toBe(200);
  expect((await guest(`/blog/${id}`)).status).toBe(404);
  expect(text(await guest(list))).not.toContain(edited);

  expect((await request.put(`/api/blog/${id}`, { headers: editor(), data: { status: "published" } })).status()).toBe(
    200,
  );
  expect(text(await storedCopy(`/blog/${id}`))).toContain(edited);
  expect((await request.delete(`/api/blog/${id}`, { headers: editor() })).status()).toBe(200);
  expect((await guest(`/blog/${id}`)).status).toBe(404);
  expect(text(await guest(list))).not.toContain(edited);
});

test("a draft never reaches a guest, even after staff have opened it", async ({ request, js }) => {
  test.skip(!js, "HTTP only: once is enough");
  const title = uniqueName("Cache draft");
  const id = insertPost({ title, status: "draft" });
  created.push(id);
  const staff = editor();
  for (let i = 0; i < 3; i++) {
    const seen = await request.get(`/blog/${id}`, { headers: staff });
    expect(seen.status()).toBe(200);
    expect(seen.headers()["x-cache"]).toBeUndefined();
    const asGuest = await guest(`/blog/${id}`);
    expect(asGuest.status).toBe(404);
    expect(text(asGuest)).not.toContain(title);
    expect(asGuest.headers["x-cache"]).toBeUndefined();
  }
});

test("a signed-in reader never gets a stored page as it is, nor another person's header", async ({
  page,
  browser,
  js,
}) => {
  const id = insertPost({ title: uniqueName("Cache signed in"), authorEmail: null });
  created.push(id);
  // Stored for guests first.
  expect(text(await storedCopy(`/blog/${id}`))).toContain('href="/login"');
  await storedCopy("/");

  const { user } = await loginAs(page, DEMO.reader);
  for (const path of [`/blog/${id}`, "/"]) {
    const response = (await page.goto(path))!;
    // Rendered whole, or the guest copy with this person's parts spliced in (decision 031): never a HIT or MISS.
    expect(["SPLICE", undefined]).toContain(response.headers()["x-cache"]);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("link", { name: `Your account: ${user.name}` }).first()).toBeAttached();
  }

  const other = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    javaScriptEnabled: js,
  });
  const otherPage = await other.newPage();
  const { user: editorUser } = await loginAs(otherPage, DEMO.editor);
  await otherPage.goto(`/blog/${id}`);
  await expect(otherPage.getByRole("link", { name: `Your account: ${editorUser.name}` }).first()).toBeAttached();
  expect(await otherPage.content()).not.toContain(user.name);
  await other.close();

  // And what the signed-in people were shown was never kept for guests.
  const asGuest = await guest(`/blog/${id}`);
  expect(text(asGuest)).not.toContain(user.name);
  expect(text(asGuest)).not.toContain(editorUser.name);
  expect(text(asGuest)).not.toContain("Your account:");
});

test("a cached post page still counts a view; a bot's hit and a HEAD do not", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  const id = insertPost({ views: 5 });
  created.push(id);
  const bot = { "User-Agent": "WhatsApp/2.23.20.0 A" };
  // Primed by a bot: stored, and not a view.
  await storedCopy(`/blog/${id}`, bot);
  expect(postCounts(id).views).toBe(5);

  let expected = 5;
  let hits = 0;
  for (let i = 0; i < 10 && hits < 2; i++) {
    const visitor = { "X-Forwarded-For": uniqueIp(), "User-Agent": `${READER_UA} visitor-${i}` };
    const first = await guest(`/blog/${id}`, visitor);
    expected++;
    expect(postCounts(id).views).toBe(expected);
    // The same reader again the same day: no second view, from the cache or not.
    await guest(`/blog/${id}`, visitor);
    await guest(`/blog/${id}`, { ...visitor }, "HEAD");
    expect(postCounts(id).views).toBe(expected);
    if (first.headers["x-cache"] === "HIT") hits++;
  }
  expect(hits, "views were counted on cached hits").toBeGreaterThanOrEqual(1);

  let botHit = false;
  for (let i = 0; i < 10 && !botHit; i++)
    botHit = (await guest(`/blog/${id}`, { ...bot, "X-Forwarded-For": uniqueIp() })).headers["x-cache"] === "HIT";
  expect(botHit).toBe(true);
  expect(postCounts(id).views).toBe(expected);
});

test("stored pages carry no Set-Cookie, say how a CDN may keep them, and answer If-None-Match with 304", async ({
  js,
}) => {
  test.skip(!js, "HTTP only: once is enough");
  const id = insertPost();
  created.push(id);
  for (const path of [
    "/",
    "/blog",
    `/blog/${id}`,
    "/about",
    "/programs",
    "/programs/maternal-health",
    "/contact",
    "/privacy",
    "/terms",
  ]) {
    const hit = await storedCopy(path);
    expect(hit.status, path).toBe(200);
    expect(hit.headers["set-cookie"], path).toBeUndefined();
    expect(hit.headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    // Save-Data: the data saver's version of a page is another copy (issue 27).
    expect(hit.headers.vary, path).toBe("Cookie, Authorization, Accept-Encoding, Save-Data, ECT, Downlink");
    expect(hit.headers.etag, path).toMatch(/^W\/".+"$/);
    // Until the public pages lose their per-request script nonce, a page rendered again (after a parallel
    // write emptied the cache) differs, and so does its ETag: ask again from a fresh stored copy then.
    let again = await guest(path, { "If-None-Match": hit.headers.etag! });
    for (let i = 0; i < 10 && again.status === 200 && again.headers["x-cache"] === "MISS"; i++) {
      again = await guest(path, { "If-None-Match": (await storedCopy(path)).headers.etag! });
    }
    expect(again.status, path).toBe(304);
    expect(again.body.length, path).toBe(0);
    expect(again.headers.etag, path).toBeTruthy();
    expect((await guest(path, { "If-None-Match": 'W/"other"' })).status, path).toBe(200);
  }
});

test("the stored page is sent as br, gzip or plain, as the client accepts", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  // The four answers are compared only when they are the same stored page (same ETag): a parallel write may
  // empty the cache in between, and until the nonce goes each render differs.
  for (let i = 0; ; i++) {
    const plain = await storedCopy("/about", { "Accept-Encoding": "identity" });
    const br = await guest("/about", { "Accept-Encoding": "gzip, deflate, br" });
    const gz = await guest("/about", { "Accept-Encoding": "gzip, deflate" });
    // Only deflate: the plain bytes, not compressed again on the way out.
    const deflate = await guest("/about", { "Accept-Encoding": "deflate" });
    if (i < 10 && new Set([plain, br, gz, deflate].map((r) => r.headers.etag)).size > 1) continue;
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const html = text(plain);
    expect(html).toContain("<!DOCTYPE html>");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString("utf8")).toBe(html);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString("utf8")).toBe(html);
    expect(deflate.headers["content-encoding"]).toBeUndefined();
    expect(text(deflate)).toBe(html);
    break;
  }

  let head = await guest("/about", { "Accept-Encoding": "br" }, "HEAD");
  for (let i = 0; i < 10 && head.headers["x-cache"] !== "HIT"; i++) {
    await storedCopy("/about");
    head = await guest("/about", { "Accept-Encoding": "br" }, "HEAD");
  }
  expect(head.headers["x-cache"]).toBe("HIT");
  expect(head.headers["content-encoding"]).toBe("br");
  expect(head.body.length).toBe(0);
  expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
});

test("unknown and blank query parameters share the page's entry; the page's own parameters do not", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  const category = uniqueName("Cache keys");
  const base = `/blog?category=${encodeURIComponent(category)}`;
  let shared = false;
  for (let i = 0; i < 10 && !shared; i++) {
    const noise = `utm_source=whatsapp-${i}-${Date.now()}&q=&fbclid=${Math.random()}`;
    await guest(base);
    shared = (await guest(`${base}&${noise}`)).headers["x-cache"] === "HIT";
  }
  expect(shared, "an unknown parameter was answered from the page's entry").toBe(true);
  // A parameter the page reads is its own page: the first ask is never a hit.
  const search = await guest(`${base}&q=${encodeURIComponent(uniqueName("nothing"))}`);
  expect(search.headers["x-cache"]).toBe("MISS");
});

test("a stored page never carries another visitor's address; ?donate=1 is its own page", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  const tracking = `fbclid=${Math.random().toString(36).slice(2)}`;
  for (let i = 0; i < 3; i++) await guest(`/programs?${tracking}`);
  const plain = await storedCopy("/programs");
  expect(text(plain)).not.toContain(tracking);
  const openDialog = /<dialog[^>]*\sopen=""/;
  expect(text(plain)).not.toMatch(openDialog);
  const donate = await storedCopy("/programs?donate=1");
  expect(text(donate)).toMatch(openDialog);
  expect(donate.headers.etag).not.toBe(plain.headers.etag);
});

test("a guest with any cookie (a flash message, a kept draft) is never answered from the cache", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  await storedCopy("/contact");
  const withCookie = await guest("/contact", { Cookie: "__contact_draft=x" });
  expect(withCookie.status).toBe(200);
  expect(withCookie.headers["x-cache"]).toBeUndefined();
  expect(withCookie.headers["cache-control"] ?? "").not.toContain("public");
});
