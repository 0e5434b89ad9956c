import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { deletePosts, uniqueName } from "../support/blog-data";
import { DEMO, expect, openDb, test } from "../support/fixtures";
import { gpsTaggedJpeg, hasGpsExif, pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

const auth = (account: { email: string; password: string }) => bearer(createSessionToken(account));
const file = (buffer: Buffer, name = "photo.jpg", mimeType = "image/jpeg") => ({ name, mimeType, buffer });

async function createVia(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: Record<string, unknown> = {},
) {
  const image = await pngOf(randomColour());
  const res = await request.post("/api/blog", {
    headers,
    multipart: {
      title: uniqueName("E2E admin api"),
      excerpt: "Written by the API test.",
      content: "<p>Hello <strong>world</strong></p>",
      category: "Research",
      status: "draft",
      tags: JSON.stringify(["one", " two ", ""]),
      featuredImage: file(image, "cover.png", "image/png"),
      ...fields,
    } as Record<string, string | ReturnType<typeof file>>,
  });
  const body = await res.json();
  if (res.status() === 201) created.push(body.data._id);
  return { res, body };
}

const row = (id: string) =>
  openDb().prepare("select * from posts where id = ?").get(id) as Record<string, unknown> | undefined;
const audit = (id: string) =>
  openDb().prepare("select action, details from audit_log where target_id = ? order by created_at, rowid").all(id) as {
    action: string;
    details: string;
  }[];

test("POST /api/blog: 201 with the post; hostile HTML sanitised; tags from a JSON list; slug and readTime derived", async ({
  request,
}) => {
  const title = uniqueName("E2E admin api Hostile & Co!");
  const { res, body } = await createVia(request, auth(DEMO.editor), {
    title,
    content: `<p onclick="x()">Safe <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">ok</a></p><iframe src="https://video.example/v"></iframe><img src="javascript:x"><p class="ql-indent-9 ql-indent-3">i</p><style>p{}</style>`,
  });
  expect(res.status()).toBe(201);
  expect(body.success).toBe(true);
  const post = body.data;
  expect(post.content).not.toMatch(/script|onclick|javascript:|<iframe|<style/i);
  expect(post.content).toContain('<a href="https://ok.example/"');
  expect(post.content).toContain('<a href="https://video.example/v"');
  expect(post.content).toContain('class="ql-indent-3"');
  expect(post.content).not.toContain("ql-indent-9");
  expect(post.tags).toEqual(["one", "two"]);
  expect(post.slug).toBe(
    title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, "")
      .replace(/\s+/g, "-"),
  );
  expect(post.readTime).toBe(1);
  expect(post.status).toBe("draft");
  expect(post.publishedAt).toBeNull();
  expect(post.featuredImage).toMatch(/^\/images\/[0-9a-f]{32}\/1600\.jpg$/);
  expect(post.author.name).toBe("Eric Habimana");
  expect(audit(post._id).map((a) => a.action)).toEqual(["post.created"]);

  // The same title again gets -2.
  const again = await createVia(request, auth(DEMO.editor), { title });
  expect(again.body.data.slug).toBe(`${post.slug}-2`);
});

test("POST /api/blog: 400 for missing fields and image, 401 guest, 403 user, 415 fake image, 413 oversized", async ({
  request,
}) => {
  const missing = await request.post("/api/blog", {
    headers: auth(DEMO.editor),
    multipart: { title: "", excerpt: "x" },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({
    success: false,
    message: "Please fill in all required fields",
    errors: { title: "Title is required" },
  });

  const noImage = await request.post("/api/blog", {
    headers: auth(DEMO.editor),
    multipart: { title: "t", excerpt: "e", content: "<p>c</p>", category: "Research" },
  });
  expect(noImage.status()).toBe(400);
  expect((await noImage.json()).message).toBe("Please select a featured image");

  const badCategory = await createVia(request, auth(DEMO.editor), { category: "Gardening" });
  expect(badCategory.res.status()).toBe(400);
  const badTags = await createVia(request, auth(DEMO.editor), {
    tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `t${i}`)),
  });
  expect(badTags.res.status()).toBe(400);
  expect(badTags.body.message).toBe("At most 10 tags");

  const guest = await request.post("/api/blog", { multipart: { title: "x" } });
  expect(guest.status()).toBe(401);
  expect((await createVia(request, auth(DEMO.reader))).res.status()).toBe(403);

  const fake = await createVia(request, auth(DEMO.editor), {
    featuredImage: file(Buffer.from("<?php echo 1; ?>".repeat(50)), "photo.jpg", "image/jpeg"),
  });
  expect(fake.res.status()).toBe(415);
  expect(fake.body.message).toMatch(/not an image/);

  // Just past the limit: the server answers 413 once it has read 5 MB, while the client has nearly finished
  // sending, so the answer is read rather than lost to a reset of a connection still being written to.
  const huge = Buffer.alloc(5 * 1024 * 1024 + 16 * 1024, 0xff);
  const big = await createVia(request, auth(DEMO.editor), { featuredImage: file(huge) });
  expect(big.res.status()).toBe(413);
  expect(big.body.message).toMatch(/too large \(at most 5 MB\)/);
  // Other tests upload at the same time, so the folder is not counted: every file in it must be a stored image
  // (polled: another test's upload may be between writing its file and its row).
  const strays = () => {
    const stored = new Set(
      (openDb().prepare("select hash from images").all() as { hash: string }[]).map((r) => `${r.hash}.jpg`),
    );
    return fs.readdirSync(path.join(process.env.E2E_DATA_DIR!, "uploads")).filter((f) => !stored.has(f));
  };
  await expect.poll(strays).toEqual([]);

  const json = await request.post("/api/blog", {
    headers: { ...auth(DEMO.editor), "Content-Type": "text/plain" },
    data: "title=x",
  });
  expect(json.status()).toBe(415);
});

test("a GPS-tagged JPEG is stored and served without any EXIF", async ({ request }) => {
  const photo = await gpsTaggedJpeg();
  expect(await hasGpsExif(photo)).toBe(true);
  const upload = await request.post("/api/uploads", { headers: auth(DEMO.editor), multipart: { file: file(photo) } });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()).data as { url: string };
  const hash = url.split("/")[2]!;
  for (const variant of ["1600.jpg", "400.webp", "400.jpg"]) {
    const res = await request.get(`/images/${hash}/${variant}`);
    expect(res.status(), variant).toBe(200);
    const bytes = await res.body();
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, variant).toBeUndefined();
    expect(bytes.includes(Buffer.from("Field Photographer"))).toBe(false);
  }
  expect(
    (await request.post("/api/uploads", { headers: auth(DEMO.reader), multipart: { file: file(photo) } })).status(),
  ).toBe(403);
  expect((await request.post("/api/uploads", { headers: auth(DEMO.editor), multipart: { other: "x" } })).status()).toBe(
    400,
  );
});

test("PUT /api/blog/:id changes only the fields sent; nothing changed writes nothing; publish sets publishedAt once", async ({
  request,
}) => {
  const { body } = await createVia(request, auth(DEMO.editor));
  const id = body.data._id as string;
  const before = row(id)!;

  const title = uniqueName("E2E admin api renamed");
  const put = await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { title } });
  expect(put.status()).toBe(200);
  const after = row(id)!;
  expect(after.title).toBe(title);
  for (const key of ["content", "excerpt", "tags", "category", "status", "slug", "featured_image_id"])
    expect(after[key], key).toEqual(before[key]);
  expect(after.updated_at).not.toBeNull();

  const same = await request.put(`/api/blog/${id}`, {
    headers: auth(DEMO.editor),
    data: { title, tags: ["one", "two"] },
  });
  expect(same.status()).toBe(200);
  expect(row(id)!.updated_at).toBe(after.updated_at);

  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { status: "published" } });
  const published = row(id)!;
  expect(published.published_at).not.toBeNull();
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { status: "draft" } });
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { status: "published" } });
  expect(row(id)!.published_at).toBe(published.published_at);
  expect(audit(id).map((a) => a.action)).toEqual([
    "post.created",
    "post.updated",
    "post.published",
    "post.unpublished",
    "post.published",
  ]);
  expect(JSON.parse(audit(id)[1]!.details)).toEqual({ fields: ["title"] });

  // A new image by multipart replaces the old one, whose file goes once nobody uses it.
  const oldHash = (body.data.featuredImage as string).split("/")[2]!;
  const replaced = await request.put(`/api/blog/${id}`, {
    headers: auth(DEMO.editor),
    multipart: { featuredImage: file(await pngOf(randomColour()), "new.png", "image/png") },
  });
  expect(replaced.status()).toBe(200);
  expect((await replaced.json()).data.featuredImage).not.toContain(oldHash);
  expect(fs.existsSync(path.join(process.env.E2E_DATA_DIR!, "uploads", `${oldHash}.jpg`))).toBe(false);
  expect((await request.get(`/images/${oldHash}/1600.jpg`)).status()).toBe(404);

  expect(
    (await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { status: "archived" } })).status(),
  ).toBe(400);
  expect((await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { title: "" } })).status()).toBe(
    400,
  );
  expect(
    (await request.put(`/api/blog/unknown-id-000`, { headers: auth(DEMO.editor), data: { title: "x" } })).status(),
  ).toBe(404);
  expect((await request.put(`/api/blog/${id}`, { data: { title: "x" } })).status()).toBe(401);
  expect((await request.put(`/api/blog/${id}`, { headers: auth(DEMO.reader), data: { title: "x" } })).status()).toBe(
    403,
  );
  expect(
    (
      await request.put(`/api/blog/${id}`, {
        headers: { ...auth(DEMO.editor), "Content-Type": "application/json" },
        data: "{bad",
      })
    ).status(),
  ).toBe(400);
});

test("authors: create drafts and edit their own drafts; never publish, delete, or touch others' posts", async ({
  request,
}) => {
  const author = auth(DEMO.author);
  const published = await createVia(request, author, { status: "published" });
  expect(published.res.status()).toBe(403);
  const { res, body } = await createVia(request, author);
  expect(res.status()).toBe(201);
  const id = body.data._id as string;
  expect(
    (await request.put(`/api/blog/${id}`, { headers: author, data: { excerpt: "Better excerpt" } })).status(),
  ).toBe(200);
  expect((await request.put(`/api/blog/${id}`, { headers: author, data: { status: "published" } })).status()).toBe(403);
  expect(row(id)!.status).toBe("draft");
  expect((await request.delete(`/api/blog/${id}`, { headers: author })).status()).toBe(403);

  const other = await createVia(request, auth(DEMO.editor));
  expect(
    (await request.put(`/api/blog/${other.body.data._id}`, { headers: author, data: { title: "mine now" } })).status(),
  ).toBe(403);
  // Once an editor publishes it, the author's post is locked for them.
  await request.put(`/api/blog/${id}`, { headers: auth(DEMO.editor), data: { status: "published" } });
  expect((await request.put(`/api/blog/${id}`, { headers: author, data: { title: "sneaky" } })).status()).toBe(403);
});

test("DELETE /api/blog/:id: 200 for editors and admins, then 404; 401/403 for others; images released", async ({
  request,
}) => {
  const { body } = await createVia(request, auth(DEMO.editor));
  const id = body.data._id as string;
  const hash = (body.data.featuredImage as string).split("/")[2]!;
  expect((await request.delete(`/api/blog/${id}`, {})).status()).toBe(401);
  expect((await request.delete(`/api/blog/${id}`, { headers: auth(DEMO.reader) })).status()).toBe(403);
  const res = await request.delete(`/api/blog/${id}`, { headers: auth(DEMO.admin) });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ success: true });
  expect(row(id)).toBeUndefined();
  expect(fs.existsSync(path.join(process.env.E2E_DATA_DIR!, "uploads", `${hash}.jpg`))).toBe(false);
  expect((await request.delete(`/api/blog/${id}`, { headers: auth(DEMO.admin) })).status()).toBe(404);
  expect(audit(id).map((a) => a.action)).toEqual(["post.created", "post.deleted"]);
  expect((await request.patch(`/api/blog/${id}`, { headers: auth(DEMO.admin), data: {} })).status()).toBe(405);
});
