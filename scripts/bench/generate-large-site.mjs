// @ts-check
// A realistic large site in a data directory, in seconds: the app's own migrations (as start-up runs them), then
// posts, users, likes and contact messages written with raw SQL in transactions.
//
//   node scripts/bench/generate-large-site.mjs --dir /tmp/big --posts 10000
//
// Defaults: 10,000 posts, 5,000 users, 100,000 likes, 20,000 messages; with --posts N the others scale with N
// (--users, --likes, --messages override). The directory must not hold a database yet. Serve it with
// `DATA_DIR=/tmp/big PORT=5100 node scripts/serve.mjs` after a build; the demo seed does not run (posts exist).
//
// Pictures are referenced, not re-encoded per post: a few of the demo pictures become uploaded images once (the
// same master JPEG storeImage() writes, under DATA_DIR/uploads/<hash>.jpg) and the posts point at them.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import sharp from "sharp";
import * as text from "./text.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DAY = 24 * 60 * 60 * 1000;
/** The password of every generated account (one bcrypt hash, computed once: 5,000 hashes would take minutes). */
export const GENERATED_PASSWORD = "Generated#2026";
const STAFF = { admin: 3, editor: 8, author: 15 };
const IMAGE_COUNT = 6;

/** @typedef {import("better-sqlite3").Database} Sqlite */
/** @typedef {import("./text.mjs").Rng} Rng */
/** @typedef {{ id: string, role: string }} Staff */
/** @typedef {{ id: string, status: string }} Post */

const newId = () => randomBytes(12).toString("base64url");

/** The category names from app/content/categories.ts (read, not copied, so they stay in step). */
function categoryNames() {
  const source = fs.readFileSync(path.join(ROOT, "app/content/categories.ts"), "utf8");
  const names = [...source.matchAll(/name: "([^"]+)"/g)].map((m) => m[1]);
  if (names.length === 0) throw new Error("no categories found in app/content/categories.ts");
  return names;
}

/** As storeImage(): one 1,600 px master JPEG per picture, content-addressed. */
/**
 * @param {Sqlite} sqlite @param {string} dataDir @param {string | null} uploadedBy @param {number} now
 * @returns {Promise<{ id: string, alt: string }[]>}
 */
async function storeImages(sqlite, dataDir, uploadedBy, now) {
  const dir = path.join(ROOT, "app/content/demo/images");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".jpg"))
    .sort()
    .slice(0, IMAGE_COUNT);
  fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  const insert = sqlite.prepare(
    "insert into images (id, hash, content_type, width, height, bytes, alt, uploaded_by, created_at) values (?, ?, 'image/jpeg', ?, ?, ?, ?, ?, ?)",
  );
  const out = [];
  for (const file of files) {
    const { data, info } = await sharp(path.join(dir, file))
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
    fs.writeFileSync(path.join(dataDir, "uploads", `${hash}.jpg`), data);
    const id = newId();
    const alt = file.replace(/\.jpg$/, "").replace(/-/g, " ");
    insert.run(id, hash, info.width, info.height, data.length, alt, uploadedBy, now);
    out.push({ id, alt });
  }
  return out;
}

/**
 * @param {Sqlite} sqlite @param {Rng} r @param {number} count @param {number} now
 * @returns {{ ids: string[], staff: Staff[] }}
 */
function insertUsers(sqlite, r, count, now) {
  const hash = bcrypt.hashSync(GENERATED_PASSWORD, 10);
  const insert = sqlite.prepare(
    "insert into users (id, name, email, password_hash, role, is_verified, created_at, last_login) values (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  /** @type {string[]} */
  const ids = [];
  /** @type {Staff[]} */
  const staff = [];
  const roles = Object.entries(STAFF).flatMap(([role, n]) => Array(n).fill(role));
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = newId();
      const role = roles[i] ?? "user";
      // Unverified accounts are recent: the pruning job removes those older than 30 days at start-up.
      const verified = role !== "user" || r.chance(0.95);
      const age = verified ? r.int(3 * 365) * DAY + r.int(DAY) : r.int(20) * DAY;
      const lastLogin = verified && r.chance(0.6) ? now - r.int(60) * DAY : null;
      insert.run(
        id,
        text.personName(r),
        `user${i}.${id.slice(0, 4).toLowerCase()}@example.org`,
        hash,
        role,
        verified ? 1 : 0,
        now - age,
        lastLogin,
      );
      ids.push(id);
      if (role !== "user") staff.push({ id, role });
    }
  })();
  return { ids, staff };
}

/**
 * @param {Sqlite} sqlite @param {Rng} r @param {number} count
 * @param {{ staff: Staff[], images: { id: string, alt: string }[], categories: string[], now: number,
 *   searchText: boolean }} options
 * @returns {Post[]}
 */
function insertPosts(sqlite, r, count, { staff, images, categories, now, searchText }) {
  const insert =
    sqlite.prepare(`insert into posts (id, title, slug, excerpt, content, tags, category, featured_image_id, featured_image_alt,
    featured, help_box, author_id, status, views, likes, imported_likes, read_time, created_at, updated_at, published_at${searchText ? ", search_text" : ""})
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?${searchText ? ", ?" : ""})`);
  const writers = staff.filter((s) => s.role !== "admin" || r.chance(0.3));
  /** @type {Set<string>} */
  const slugs = new Set();
  /** @type {Post[]} */
  const posts = [];
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = newId();
      const title = text.title(r);
      let slug = text.slugify(title);
      for (let n = 2; slugs.has(slug); n++) slug = `${text.slugify(title)}-${n}`;
      slugs.add(slug);
      const roll = r.next();
      const status = roll < 0.9 ? "published" : roll < 0.95 ? "draft" : roll < 0.98 ? "pending" : "scheduled";
      // Spread over about five years, newest first by index so the newest pages are the busiest.
      const createdAt = now - Math.floor((i / count) * 5 * 365 * DAY) - r.int(DAY);
      const publishedAt =
        status === "published"
          ? createdAt + r.int(3 * DAY)
          : status === "scheduled"
            ? now + (1 + r.int(30)) * DAY
            : null;
      const image = r.chance(0.85) ? images[r.int(images.length)] : null;
      const html = text.content(r);
      const views = status === "published" ? r.int(5000) : 0;
      const importedLikes = status === "published" && r.chance(0.1) ? r.int(40) : 0;
      insert.run(
        id,
        title,
        slug,
        text.excerpt(r),
        html,
        JSON.stringify(text.tags(r)),
        r.pick(categories),
        image?.id ?? null,
        image ? image.alt : "",
        status === "published" && r.chance(0.02) ? 1 : 0,
        r.chance(0.05) ? 1 : 0,
        r.pick(writers).id,
        status,
        views,
        importedLikes,
        text.readTime(html),
        createdAt,
        r.chance(0.3) ? createdAt + r.int(30) * DAY : null,
        publishedAt,
        // The generated HTML has no entities or attributes: its text is the tags taken out.
        ...(searchText
          ? [
              html
                .replace(/<[^>]+>/g, " ")
                .replace(/\s+/g, " ")
                .trim(),
            ]
          : []),
      );
      posts.push({ id, status });
    }
  })();
  return posts;
}

/** Likes on published posts, skewed to the newest (a few posts get most of them); posts.likes = imported + rows. */
/**
 * @param {Sqlite} sqlite @param {Rng} r @param {number} count
 * @param {{ posts: Post[], userIds: string[], now: number }} options
 */
function insertLikes(sqlite, r, count, { posts, userIds, now }) {
  const published = posts.filter((p) => p.status === "published");
  if (published.length === 0 || userIds.length === 0) return 0;
  const max = Math.min(count, published.length * userIds.length);
  /** @type {Set<number>} */
  const seen = new Set();
  const insert = sqlite.prepare("insert into post_likes (post_id, user_id, created_at) values (?, ?, ?)");
  sqlite.transaction(() => {
    while (seen.size < max) {
      // r^2 leans towards index 0 (the newest posts) without starving the old ones.
      const p = Math.floor(r.next() ** 2 * published.length);
      const u = r.int(userIds.length);
      const key = p * userIds.length + u;
      if (seen.has(key)) continue;
      seen.add(key);
      insert.run(published[p].id, userIds[u], now - r.int(365) * DAY);
    }
    sqlite.exec("update posts set likes = imported_likes + (select count(*) from post_likes where post_id = posts.id)");
  })();
  return max;
}

/**
 * @param {Sqlite} sqlite @param {Rng} r @param {number} count @param {{ userIds: string[], now: number }} options
 */
function insertMessages(sqlite, r, count, { userIds, now }) {
  const types = ["general", "partnership", "volunteer", "media", "support", "other"];
  const insert = sqlite.prepare(
    "insert into contact_messages (id, name, email, subject, message, type, status, user_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const roll = r.next();
      const status = roll < 0.1 ? "new" : roll < 0.6 ? "read" : "replied";
      const userId = r.chance(0.2) ? r.pick(userIds) : null;
      insert.run(
        newId(),
        text.personName(r),
        `writer${i}@example.net`,
        text.messageSubject(r),
        text.messageBody(r),
        r.pick(types),
        status,
        userId,
        now - Math.floor((i / count) * 3 * 365 * DAY),
      );
    }
  })();
}

/**
 * Full-text search (issue 16's search part, see its contract): `posts.search_text` holds the plain text of the
 * content when the migrations add it, and triggers on posts index each row as it goes in. An FTS5 table that no
 * trigger on posts keeps in step is filled from its content table with 'rebuild' at the end.
 * @param {Sqlite} sqlite
 */
function searchSupport(sqlite) {
  const hasSearchText =
    sqlite.prepare("select 1 from pragma_table_info('posts') where name = 'search_text'").get() !== undefined;
  const fts = /** @type {{ name: string }[]} */ (
    sqlite
      .prepare("select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%fts5%'")
      .all()
  ).map((t) => t.name);
  const triggers = /** @type {{ sql: string | null }[]} */ (
    sqlite.prepare("select sql from sqlite_master where type = 'trigger' and tbl_name = 'posts'").all()
  ).map((t) => t.sql ?? "");
  return { hasSearchText, fts, unkept: fts.filter((name) => !triggers.some((sql) => sql.includes(name))) };
}

/** @param {Sqlite} sqlite @param {string[]} tables */
function rebuildSearchIndexes(sqlite, tables) {
  for (const name of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    try {
      sqlite.exec(`insert into ${quoted}(${quoted}) values ('rebuild')`);
    } catch (error) {
      // A contentless table cannot be rebuilt (nor filled from here).
      if (!/contentless|may not be used/i.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

/**
 * @param {{ dir: string, posts?: number, users?: number, likes?: number, messages?: number, seed?: number }} options
 *   users, likes and messages default to 5,000, 100,000 and 20,000 scaled by posts / 10,000.
 */
export async function generateLargeSite({ dir, posts = 10_000, users, likes, messages, seed = 16 }) {
  const scale = posts / 10_000;
  const counts = {
    posts,
    users: users ?? Math.max(50, Math.round(5_000 * scale)),
    likes: likes ?? Math.round(100_000 * scale),
    messages: messages ?? Math.round(20_000 * scale),
  };
  const dataDir = path.resolve(dir);
  const file = path.join(dataDir, "app.db");
  if (fs.existsSync(file)) throw new Error(`${file} exists already: generate into an empty directory`);
  fs.mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = OFF");
  migrate(drizzle(sqlite), {
    migrationsFolder: path.resolve(process.env.MIGRATIONS_DIR ?? path.join(ROOT, "drizzle")),
  });

  const r = text.prng(seed);
  const now = Date.now();
  const categories = categoryNames();
  const { ids: userIds, staff } = insertUsers(sqlite, r, counts.users, now);
  const images = await storeImages(sqlite, dataDir, staff[0]?.id ?? null, now);
  const search = searchSupport(sqlite);
  const postRows = insertPosts(sqlite, r, counts.posts, {
    staff,
    images,
    categories,
    now,
    searchText: search.hasSearchText,
  });
  counts.likes = insertLikes(sqlite, r, counts.likes, { posts: postRows, userIds, now });
  insertMessages(sqlite, r, counts.messages, { userIds, now });
  rebuildSearchIndexes(sqlite, search.unkept);
  const fts = search.fts;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  const seconds = (performance.now() - started) / 1000;
  return { dataDir, counts, images: images.length, fts, seconds, bytes: fs.statSync(file).size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      dir: { type: "string" },
      posts: { type: "string", default: "10000" },
      users: { type: "string" },
      likes: { type: "string" },
      messages: { type: "string" },
      seed: { type: "string", default: "16" },
    },
  });
  if (!values.dir) {
    console.error(
      "usage: node scripts/bench/generate-large-site.mjs --dir <data dir> [--posts 10000] [--users N] [--likes N] [--messages N]",
    );
    process.exit(2);
  }
  const num = (/** @type {string | undefined} */ v) => (v === undefined ? undefined : Number.parseInt(v, 10));
  const result = await generateLargeSite({
    dir: values.dir,
    posts: num(values.posts),
    users: num(values.users),
    likes: num(values.likes),
    messages: num(values.messages),
    seed: num(values.seed),
  });
  const { counts } = result;
  console.log(
    `${result.dataDir}: ${counts.posts} posts, ${counts.users} users, ${counts.likes} likes, ${counts.messages} messages, ${result.images} images` +
      `${result.fts.length ? `, search index ${result.fts.join(", ")}` : ""} in ${result.seconds.toFixed(1)} s (${(result.bytes / 1e6).toFixed(1)} MB)`,
  );
  console.log(`every account's password: ${GENERATED_PASSWORD}`);
}
