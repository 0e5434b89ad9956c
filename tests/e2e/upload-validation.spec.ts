import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

// Issue 14: the type is decided from the first bytes before any decoder runs, the pixels sharp may decode are
// bounded, and uploads are limited per account. Server-level checks: run once (js project).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const file = (buffer: Buffer, name = "photo.jpg", mimeType = "image/jpeg") => ({ name, mimeType, buffer });
const uploadsDir = () => path.join(process.env.E2E_DATA_DIR!, "uploads");

/** A 1.5 KB SVG whose nested <use> elements expand to millions of drawn shapes when a decoder renders it. */
function nestedUseSvg() {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let i = 1; i <= 10; i++)
    defs += `<g id="l${i}">${Array.from({ length: 10 }, () => `<use href="#l${i - 1}"/>`).join("")}</g>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><defs>${defs}</defs><use href="#l10"/></svg>`,
  );
}

/** A fresh editor (verified) with a session, so counting their uploads never limits the demo accounts. */
function freshEditor() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const id = randomBytes(12).toString("base64url");
    const email = `uploader-${id.toLowerCase()}@example.org`;
    db.prepare(
      "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, ?, ?, ?, 'editor', 1, ?)",
    ).run(id, "Upload Limit Tester", email, "not-a-login", Date.now());
    return { id, email, token: createSessionToken({ email, password: "" }) };
  } finally {
    db.close();
  }
}

function deleteUser(id: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("delete from users where id = ?").run(id);
  } finally {
    db.close();
  }
}

const imageCount = () => {
  const db = openDb();
  try {
    return (db.prepare("select count(*) as n from images").get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const uploadFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

test("SVG, HEIC and text are refused at once with 415, without taking an encode slot from a real photo", async ({
  request,
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const headers = bearer(createSessionToken(DEMO.editor));
  const svg = nestedUseSvg();
  expect(svg.length).toBeLessThan(2048);
  const filesBefore = uploadFiles();

  // Six SVG bombs at once, and a normal upload among them: before, the SVGs held both encode slots for seconds.
  const started = Date.now();
  const svgs = Array.from({ length: 6 }, () =>
    request
      .post("/api/uploads", { headers, multipart: { file: file(svg, "logo.svg", "image/svg+xml") } })
      .then(async (r) => ({ r, ms: Date.now() - started })),
  );
  const photo = request.post("/api/uploads", {
    headers,
    multipart: { file: file(await pngOf(randomColour(), 640, 480), "photo.png", "image/png") },
  });
  for (const { r, ms } of await Promise.all(svgs)) {
    expect(r.status()).toBe(415);
    expect((await r.json()).message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
    expect(ms, "refused from its first bytes, not after decoding").toBeLessThan(1500);
  }
  const normal = await photo;
  expect(normal.status()).toBe(201);
  expect(Date.now() - started, "the normal upload did not wait behind the SVGs").toBeLessThan(5000);

  // A named-as-JPEG SVG, an HEIC header, plain text and an XML prolog: the bytes decide, never the name.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic"),
    Buffer.alloc(4),
    Buffer.from("mif1heic"),
    Buffer.alloc(64),
  ]);
  for (const [bytes, name, type] of [
    [svg, "photo.jpg", "image/jpeg"],
    [heic, "photo.heic", "image/heic"],
    [Buffer.from("just some words, not a picture"), "notes.png", "image/png"],
    [Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svg]), "drawing.webp", "image/webp"],
  ] as const) {
    const res = await request.post("/api/uploads", { headers, multipart: { file: file(bytes, name, type) } });
    expect(res.status(), name).toBe(415);
  }
  const added = uploadFiles().filter((f) => !filesBefore.includes(f));
  expect(added, "only the normal photo was stored").toHaveLength(1);
  expect(added[0]).toMatch(/^[0-9a-f]{32}\.jpg$/);
});

test("a decompression bomb (20000 × 20000 PNG, small on disk) is refused with a clear 413 and stores nothing", async ({
  request,
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const bomb = await sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: "#336699" },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(bomb.length, "small enough to pass the 5 MB upload limit").toBeLessThan(5 * 1024 * 1024);
  const headers = bearer(createSessionToken(DEMO.editor));
  const [images, files] = [imageCount(), uploadFiles()];
  const started = Date.now();
  const res = await request.post("/api/uploads", { headers, multipart: { file: file(bomb, "wall.png", "image/png") } });
  expect(res.status()).toBe(413);
  expect((await res.json()).message).toMatch(/too many pixels.*40 megapixels/);
  expect(Date.now() - started, "refused from the header, not after decoding 400 megapixels").toBeLessThan(3000);
  expect(imageCount()).toBe(images);
  expect(uploadFiles()).toEqual(files);
});

test("JPEG, PNG, WebP, GIF and AVIF are still accepted and served as JPEG masters", async ({ request, js }) => {
  test.skip(!js, "server-level check, run once");
  const headers = bearer(createSessionToken(DEMO.editor));
  const base = () => sharp({ create: { width: 320, height: 240, channels: 3, background: randomColour() } });
  const samples: [string, string, Buffer][] = [
    ["photo.jpg", "image/jpeg", await base().jpeg().toBuffer()],
    ["photo.png", "image/png", await base().png().toBuffer()],
    ["photo.webp", "image/webp", await base().webp().toBuffer()],
    ["photo.gif", "image/gif", await base().gif().toBuffer()],
    ["photo.avif", "image/avif", await base().avif().toBuffer()],
  ];
  for (const [name, type, bytes] of samples) {
    const res = await request.post("/api/uploads", { headers, multipart: { file: file(bytes, name, type) } });
    expect(res.status(), name).toBe(201);
    const { url, width, height } = (await res.json()).data;
    expect([width, height], name).toEqual([320, 240]);
    const served = await request.get(url);
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).format, name).toBe("jpeg");
  }
});

test("uploads are limited per account (60 an hour): the 61st is a 429 with Retry-After, on every path that stores one", async ({
  request,
  js,
}) => {
  test.skip(!js, "server-level check, run once");
  const editor = freshEditor();
  try {
    const headers = bearer(editor.token);
    const tiny = await pngOf(randomColour(), 16, 16);
    for (let i = 0; i < 60; i++) {
      const res = await request.post("/api/uploads", {
        headers,
        multipart: { file: file(tiny, "tiny.png", "image/png") },
      });
      expect(res.status(), `upload ${i + 1}`).toBe(201);
    }
    const refused = await request.post("/api/uploads", {
      headers,
      multipart: { file: file(tiny, "tiny.png", "image/png") },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/try again in/i);

    // The post API's featured image and the post page form's photo are the same count.
    const viaApi = await request.post("/api/blog", {
      headers,
      multipart: {
        title: "Limited",
        excerpt: "x",
        content: "<p>x</p>",
        category: "Research",
        status: "draft",
        featuredImage: file(tiny, "c.png", "image/png"),
      },
    });
    expect(viaApi.status()).toBe(429);
    const cookie = `__session=${await sessionCookieValue(editor.token)}`;
    const viaPage = await request.post("/admin/blog/create", {
      headers: { ...sameOrigin(), Cookie: cookie },
      multipart: {
        title: "Limited",
        excerpt: "x",
        content: "<p>x</p>",
        category: "Research",
        status: "draft",
        featuredImage: file(tiny, "c.png", "image/png"),
      },
      maxRedirects: 0,
    });
    expect(viaPage.status()).toBe(429);
    // Another account is not affected.
    const other = await request.post("/api/uploads", {
      headers: bearer(createSessionToken(DEMO.editor)),
      multipart: { file: file(tiny, "tiny.png", "image/png") },
    });
    expect(other.status()).toBe(201);
  } finally {
    deleteUser(editor.id);
  }
});
