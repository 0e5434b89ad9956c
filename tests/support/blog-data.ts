import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { postSearchText } from "../../app/domain/blog/search-text.server";

/**
 * Writable access to the e2e database, for tests that need posts the demo seed does not have. Inserted posts
 * use their own category and dates long before the demo posts, so they never change what other tests see on
 * the first page of /blog; each test deletes what it inserted.
 */
export function writableDb() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;

export type PostFields = {
  title?: string;
  excerpt?: string;
  content?: string;
  tags?: string[] | string;
  category?: string;
  status?: "draft" | "published";
  featured?: boolean;
  featuredImage?: string | null;
  featuredImageId?: string | null;
  authorEmail?: string | null;
  views?: number;
  readTime?: number;
  createdAt?: number;
  publishedAt?: number | null;
  /** Issue 17: the post's language and the original it translates. */
  lang?: "en" | "rw" | "fr";
  translationOf?: string | null;
  helpBox?: boolean;
};

const OLD = Date.UTC(2001, 0, 1);

export function insertPost(fields: PostFields = {}): string {
  const db = writableDb();
  try {
    const id = randomBytes(12).toString("base64url");
    const author =
      fields.authorEmail === null
        ? null
        : ((
            db.prepare("select id from users where email = ?").get(fields.authorEmail ?? "editor@example.org") as
              { id: string } | undefined
          )?.id ?? null);
    const createdAt = fields.createdAt ?? OLD;
    const status = fields.status ?? "published";
    const content = fields.content ?? "<p>Body written by the test suite.</p>";
    db.prepare(
      `insert into posts (id, title, slug, excerpt, content, search_text, tags, category, featured_image, featured_image_id, featured, author_id, status, views, likes, read_time, created_at, published_at, lang, translation_of, help_box)
       values (@id, @title, @slug, @excerpt, @content, @searchText, @tags, @category, @featuredImage, @featuredImageId, @featured, @author, @status, @views, 0, @readTime, @createdAt, @publishedAt, @lang, @translationOf, @helpBox)`,
    ).run({
      id,
      title: fields.title ?? uniqueName("E2E post"),
      slug: `e2e-${id.toLowerCase()}`,
      excerpt: fields.excerpt ?? "An excerpt written by the test suite.",
      content,
      // What the app writes with the content: the full-text index reads it (drizzle/0005).
      searchText: postSearchText(content),
      tags: typeof fields.tags === "string" ? fields.tags : JSON.stringify(fields.tags ?? []),
      category: fields.category ?? uniqueName("E2E Category"),
      featuredImage: fields.featuredImage ?? null,
      featuredImageId: fields.featuredImageId ?? null,
      featured: fields.featured ? 1 : 0,
      author,
      status,
      views: fields.views ?? 0,
      readTime: fields.readTime ?? 3,
      createdAt,
      publishedAt: fields.publishedAt === undefined ? (status === "published" ? createdAt : null) : fields.publishedAt,
      lang: fields.lang ?? "en",
      translationOf: fields.translationOf ?? null,
      helpBox: fields.helpBox ? 1 : 0,
    });
    return id;
  } finally {
    db.close();
  }
}

export function deletePosts(ids: string[]) {
  if (ids.length === 0) return;
  const db = writableDb();
  try {
    db.prepare(`delete from posts where id in (${ids.map(() => "?").join(",")})`).run(...ids);
  } finally {
    db.close();
  }
}

/**
 * The posts one spec creates, deleted after its last test:
 * `const posts = postsOfSpec(); test.afterAll(posts.deleteAll);`, then `posts.insert({...})`, or `posts.track(id)`
 * for a post made through the app.
 */
export function postsOfSpec() {
  const ids: string[] = [];
  const track = (id: string) => (ids.push(id), id);
  return {
    track,
    insert: (fields: PostFields = {}) => track(insertPost(fields)),
    deleteAll: () => deletePosts(ids.splice(0)),
  };
}

export function postCounts(id: string) {
  const db = writableDb();
  try {
    return db
      .prepare(
        "select views, likes, (select count(*) from post_likes where post_id = posts.id) as likeRows from posts where id = ?",
      )
      .get(id) as { views: number; likes: number; likeRows: number };
  } finally {
    db.close();
  }
}
