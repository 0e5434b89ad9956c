import { deletePosts, insertPost, postCounts, uniqueName } from "../support/blog-data";
import { DEMO, expect, openDb, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

const DRAFT = "Rain, Plastic and Health: Why Clean-Ups Matter";
const FEATURED = "Antibiotics on the Farm: A Guide for Young Livestock Keepers";
const idOf = (title: string) => openDb().prepare("select id from posts where title = ?").pluck().get(title) as string;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Issue 17 added each post's language and the original it translates (null for an original).
const FIELDS = [
  "_id",
  "title",
  "slug",
  "excerpt",
  "content",
  "tags",
  "category",
  "featuredImage",
  "featuredImageAlt",
  "featuredImageCaption",
  "featured",
  "helpBox",
  "author",
  "status",
  "reviewNote",
  "views",
  "likes",
  "readTime",
  "createdAt",
  "publishedAt",
  "updatedAt",
  "lang",
  "translationOf",
];

// Fresh names on every run of the hook: with fullyParallel a worker can run this file's hooks more than once.
let category = "";
const ids: string[] = [];
test.beforeAll(() => {
  // Lower-case letters in the name, so its upper-case form always differs (the hex part may be all digits).
  category = uniqueName("E2E api");
  ids.push(
    insertPost({
      title: "api b",
      category,
      views: 5,
      createdAt: Date.UTC(2002, 0, 2),
      publishedAt: null,
      tags: ["Needle-Tag"],
    }),
  );
  ids.push(
    insertPost({
      title: "api A",
      category,
      views: 50,
      createdAt: Date.UTC(2002, 0, 1),
      publishedAt: Date.UTC(2002, 0, 9),
    }),
  );
  ids.push(
    insertPost({
      title: "api c",
      category,
      views: 1,
      createdAt: Date.UTC(2002, 0, 3),
      publishedAt: Date.UTC(2002, 0, 5),
    }),
  );
  ids.push(insertPost({ title: "api draft", category, status: "draft", createdAt: Date.UTC(2002, 0, 4) }));
});
test.afterAll(() => deletePosts(ids.splice(0)));
const titles = async (res: import("@playwright/test").APIResponse) =>
  ((await res.json()).data as { title: string }[]).map((p) => p.title);
const list = (request: import("@playwright/test").APIRequestContext, query: string, headers = {}) =>
  request.get(`/api/blog?category=${encodeURIComponent(category)}&${query}`, { headers });

test("GET /api/blog: published posts with every SPEC §3 field", async ({ request }) => {
  const res = await request.get("/api/blog?limit=50");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
  expect(body.data.every((p: { status: string }) => p.status === "published")).toBe(true);
  const post = body.data.find((p: { title: string }) => p.title === FEATURED);
  expect(Object.keys(post).sort()).toEqual([...FIELDS].sort());
  expect(post).toMatchObject({
    featured: true,
    category: "Animal Health",
    author: { _id: expect.any(String), name: "Aline Uwase" },
  });
  expect(post.featuredImage).toMatch(/^\/images\/[0-9a-f]{32}\/1600\.jpg$/);
  expect(post.createdAt).toMatch(ISO);
  expect(post.publishedAt).toMatch(ISO);
  expect(post.tags).toContain("livestock");
  expect(post.content).toContain("<h2>");
  expect((await request.get(post.featuredImage)).status()).toBe(200);
  expect(body.data.map((p: { title: string }) => p.title)).not.toContain(DRAFT);
});

test("GET /api/blog: staff see drafts, others do not", async ({ request }) => {
  expect(await titles(await list(request, "status=draft"))).toEqual([]);
  const reader = bearer(createSessionToken(DEMO.reader));
  expect(await titles(await list(request, "", reader))).not.toContain("api draft");
  const editor = bearer(createSessionToken(DEMO.editor));
  expect(await titles(await list(request, "", editor))).toContain("api draft");
  expect(await titles(await list(request, "status=draft", editor))).toEqual(["api draft"]);
  expect(await titles(await request.get("/api/blog?status=draft&limit=50", { headers: editor }))).toContain(DRAFT);
});

test("GET /api/blog: filters, search, sort, order and paging", async ({ request }) => {
  expect(await titles(await list(request, ""))).toEqual(["api c", "api b", "api A"]);
  expect(await titles(await list(request, "q=%20%20needle-TAG%20"))).toEqual(["api b"]);
  expect(await titles(await list(request, "sort=views&order=desc"))).toEqual(["api A", "api b", "api c"]);
  expect(await titles(await list(request, "sort=title&order=asc"))).toEqual(["api A", "api b", "api c"]);
  // A missing publishedAt counts as the earliest date.
  expect(await titles(await list(request, "sort=publishedAt&order=asc"))).toEqual(["api b", "api c", "api A"]);
  expect(await titles(await list(request, "sort=publishedAt&order=desc"))).toEqual(["api A", "api c", "api b"]);
  expect(await titles(await list(request, "sort=likes&order=asc&sort=createdAt"))).toEqual(["api A", "api b", "api c"]);
  const page2 = await list(request, "limit=2&page=2");
  expect(await titles(page2)).toEqual(["api A"]);
  expect((await page2.json()).pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  expect(await titles(await request.get(`/api/blog?category=${encodeURIComponent(category.toUpperCase())}`))).toEqual(
    [],
  );
});

test("GET /api/blog: bad parameters are a 400 with a message", async ({ request }) => {
  for (const query of [
    "page=0",
    "page=abc",
    "page=1.5",
    "limit=0",
    "limit=51",
    "sort=author",
    "order=up",
    "status=archived",
    `q=${"x".repeat(201)}`,
  ]) {
    const res = await request.get(`/api/blog?${query}`);
    expect(res.status(), query).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
  }
  expect((await request.post("/api/blog", { data: {} })).status()).toBe(401);
  expect((await request.patch("/api/blog", { data: {} })).status()).toBe(405);
});

test("GET /api/blog/:id: a post, 404 for unknown ids and for drafts unless staff", async ({ request }) => {
  const res = await request.get(`/api/blog/${idOf(FEATURED)}`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ success: true, data: { _id: idOf(FEATURED), title: FEATURED, liked: false } });
  for (const field of FIELDS) expect(body.data).toHaveProperty(field);

  for (const id of ["unknown-id", "x".repeat(80), idOf(DRAFT)]) {
    const missing = await request.get(`/api/blog/${id}`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      message: "Blog post not found",
      requestId: expect.any(String),
    });
  }
  const reader = bearer(createSessionToken(DEMO.reader));
  expect((await request.get(`/api/blog/${idOf(DRAFT)}`, { headers: reader })).status()).toBe(404);
  const admin = bearer(createSessionToken(DEMO.admin));
  const draft = await request.get(`/api/blog/${idOf(DRAFT)}`, { headers: admin });
  expect(draft.status()).toBe(200);
  expect((await draft.json()).data).toMatchObject({ status: "draft", publishedAt: null });
  for (const method of ["put", "delete"] as const)
    expect((await request[method](`/api/blog/${idOf(FEATURED)}`)).status()).toBe(401);
  expect((await request.patch(`/api/blog/${idOf(FEATURED)}`)).status()).toBe(405);
});

test("POST /api/blog/:id/like: 401 for guests, toggles or sets for users, 404 for drafts and unknown posts", async ({
  request,
}) => {
  const id = ids[0]!;
  const guest = await request.post(`/api/blog/${id}/like`);
  expect(guest.status()).toBe(401);
  expect(await guest.json()).toMatchObject({ success: false, message: expect.any(String) });

  const reader = bearer(createSessionToken(DEMO.reader));
  const like = await request.post(`/api/blog/${id}/like`, { headers: reader });
  expect(like.status()).toBe(200);
  expect(await like.json()).toEqual({ success: true, data: { likes: 1, liked: true } });
  expect((await (await request.get(`/api/blog/${id}`, { headers: reader })).json()).data).toMatchObject({
    likes: 1,
    liked: true,
  });
  expect(await (await request.post(`/api/blog/${id}/like`, { headers: reader, data: { liked: true } })).json()).toEqual(
    { success: true, data: { likes: 1, liked: true } },
  );
  expect(await (await request.post(`/api/blog/${id}/like`, { headers: reader })).json()).toEqual({
    success: true,
    data: { likes: 0, liked: false },
  });
  expect(postCounts(id)).toMatchObject({ likes: 0, likeRows: 0 });

  const bad = await request.post(`/api/blog/${id}/like`, {
    headers: { ...reader, "Content-Type": "application/json" },
    data: "{not json",
  });
  expect(bad.status()).toBe(400);
  const wrongType = await request.post(`/api/blog/${id}/like`, { headers: reader, data: { liked: "yes" } });
  expect(wrongType.status()).toBe(400);
  expect((await request.post(`/api/blog/${ids[3]}/like`, { headers: reader })).status()).toBe(404);
  expect((await request.post("/api/blog/unknown-id/like", { headers: reader })).status()).toBe(404);
  expect((await request.get(`/api/blog/${id}/like`)).status()).toBe(405);
});

test("GET /api/blog: a guest's list is stored and replayed, dropped by a write; staff are never given it", async () => {
  const title = uniqueName("Api cache");
  const word = title.split(" ").pop()!;
  const url = `http://127.0.0.1:${process.env.E2E_PORT}/api/blog?q=${word}&utm_source=x&sort=`;
  const get = async (headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pagination: { total: number } };
    return {
      total: body.pagination.total,
      cache: res.headers.get("x-cache"),
      control: res.headers.get("cache-control"),
    };
  };
  // The first visit teaches the cache which parameters count; the second is rendered from the key and stored.
  await get();
  await get();
  const again = await get();
  expect(again).toMatchObject({ total: 0, cache: "HIT" });
  expect(again.control).toContain("public");
  // A draft with the word: staff (Bearer) see it at once, rendered for them; guests never do.
  const id = insertPost({ title, status: "draft" });
  try {
    const staff = await get(bearer(createSessionToken(DEMO.editor)));
    expect(staff).toMatchObject({ total: 1, cache: null, control: "private, no-store" });
    expect((await get()).total).toBe(0);
    // Published (a write from outside the app: the cache notices it), the next guest list has it.
    const db = new (await import("better-sqlite3")).default(`${process.env.E2E_DATA_DIR}/app.db`);
    db.prepare("update posts set status = 'published', published_at = ? where id = ?").run(Date.now(), id);
    db.close();
    expect((await get()).total).toBe(1);
  } finally {
    deletePosts([id]);
  }
});
