import { expect, openDb, test } from "../support/fixtures";

const hashes = () => openDb().prepare("select hash from images order by created_at limit 2").pluck().all() as string[];

test("/images serves 400/800/1200 px WebP and JPEG with year-long immutable caching", async ({ request }) => {
  const [hash] = hashes();
  for (const file of ["400.webp", "800.webp", "1200.webp", "400.jpg", "800.jpg", "1200.jpg", "1600.jpg"]) {
    const res = await request.get(`/images/${hash}/${file}`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()["content-type"]).toBe(file.endsWith("webp") ? "image/webp" : "image/jpeg");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The bytes are what the type says: WebP is RIFF....WEBP, JPEG starts FF D8 FF.
    const body = await res.body();
    if (file.endsWith("webp")) expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    else expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }
  const small = (await request.get(`/images/${hash}/400.webp`)).body();
  const large = (await request.get(`/images/${hash}/1200.webp`)).body();
  expect((await small).length).toBeLessThan((await large).length);
  const etag = (await request.get(`/images/${hash}/800.webp`)).headers()["etag"]!;
  expect((await request.get(`/images/${hash}/800.webp`, { headers: { "If-None-Match": etag } })).status()).toBe(304);
});

test("/images refuses anything but known pictures in the offered sizes", async ({ request }) => {
  const [hash] = hashes();
  for (const path of [
    `${hash}/401.jpg`,
    `${hash}/800.png`,
    `${hash}/800.webp.jpg`,
    `${hash}/0800.jpg`,
    `${"0".repeat(32)}/800.jpg`,
    `${hash!.toUpperCase()}/800.jpg`,
    "abc/800.jpg",
    `${hash}/99999.jpg`,
  ]) {
    expect((await request.get(`/images/${path}`)).status(), path).toBe(404);
  }
});

test("/rss.xml lists the latest published posts", async ({ request }) => {
  const res = await request.get("/rss.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await res.text();
  const items = xml.match(/<item>/g) ?? [];
  // Other tests add (old) published posts while this runs: the demo's own are the floor, 20 the ceiling.
  // English only: /rss.xml is the English feed (issue 17; /rw/rss.xml and /fr/rss.xml have theirs).
  const demo = openDb()
    .prepare("select count(*) from posts where status = 'published' and lang = 'en' and slug not like 'e2e-%'")
    .pluck()
    .get() as number;
  expect(items.length).toBeGreaterThanOrEqual(Math.min(20, demo));
  expect(items.length).toBeLessThanOrEqual(20);
  const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(xml).toContain("<title>Antibiotics on the Farm: A Guide for Young Livestock Keepers</title>");
  expect(xml).not.toContain("Rain, Plastic and Health");
  expect(xml).toMatch(/<link>http:\/\/localhost:\d+\/blog\/[\w-]+<\/link>/);
});

test("/sitemap.xml has the public pages and published posts only", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  for (const path of ["/", "/blog", "/about", "/programs", "/programs/climate", "/contact", "/privacy", "/terms"])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  for (const path of ["/login", "/admin", "/api"]) expect(xml).not.toContain(`${baseURL}${path}`);
  const db = openDb();
  // English posts at /blog/<id>; a translation is listed in its own language (post-translations.spec.ts).
  const published = db
    .prepare("select id from posts where status = 'published' and lang = 'en' and slug not like 'e2e-%' limit 3")
    .pluck()
    .all() as string[];
  for (const id of published) expect(xml).toContain(`<loc>${baseURL}/blog/${id}</loc>`);
  const draft = db.prepare("select id from posts where status = 'draft' limit 1").pluck().get() as string;
  expect(xml).not.toContain(`/blog/${draft}<`);
});

test("/robots.txt allows all but /admin and /api and points to the sitemap", async ({ request, baseURL }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
