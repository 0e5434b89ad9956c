import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { postSearchText } from "./search-text.server";

const tmp = withTempDataDir("posts-test");

type Modules = {
  posts: typeof import("./posts.server");
  query: typeof import("./posts-query.server");
  likes: typeof import("./likes.server");
  views: typeof import("./views.server");
  json: typeof import("./post-json.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
const staff = { staff: true, userId: null };
const pub = { staff: false, userId: null };
const DAY = 86_400_000;
const base = Date.UTC(2025, 0, 1);

function insertPost(values: Partial<typeof import("~/server/schema").posts.$inferInsert> & { title: string }) {
  return m.dbm.db
    .insert(m.schema.posts)
    .values({
      slug: `${values.title.toLowerCase().replace(/\W+/g, "-")}-${Math.random().toString(36).slice(2)}`,
      category: "Research",
      status: "published",
      ...values,
      searchText: postSearchText(values.content ?? ""),
    })
    .returning()
    .get();
}
const all = (q: Partial<import("~/domain/blog/post-list-schema").PostListQuery>, viewer = pub) =>
  m.posts.listPosts(viewer, { page: 1, limit: 50, sort: "createdAt", order: "desc", ...q }).rows.map((r) => r.title);

beforeAll(async () => {
  m = {
    posts: await import("./posts.server"),
    query: await import("./posts-query.server"),
    likes: await import("./likes.server"),
    views: await import("./views.server"),
    json: await import("./post-json.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  insertPost({
    title: "Alpha Éducation",
    excerpt: "first",
    createdAt: new Date(base),
    publishedAt: new Date(base + DAY * 3),
    views: 5,
    tags: ["Water", "schools"],
  });
  insertPost({
    title: "beta 100% sure",
    content: "<p>Under_score here</p>",
    createdAt: new Date(base + DAY),
    publishedAt: null,
    views: 9,
    featured: true,
  });
  insertPost({ title: "Gamma draft", status: "draft", createdAt: new Date(base + DAY * 2), category: "Policy" });
  insertPost({
    title: "Delta",
    category: "Policy",
    createdAt: new Date(base + DAY * 4),
    publishedAt: new Date(base + DAY * 4),
    tags: ["x", "Mental"],
  });
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("listing posts", () => {
  it("shows the public published posts only, newest first; staff see drafts too", () => {
    expect(all({})).toEqual(["Delta", "beta 100% sure", "Alpha Éducation"]);
    expect(all({}, staff)).toEqual(["Delta", "Gamma draft", "beta 100% sure", "Alpha Éducation"]);
    expect(all({ status: "draft" })).toEqual([]);
    expect(all({ status: "draft" }, staff)).toEqual(["Gamma draft"]);
  });

  it("searches title, excerpt, content and tags, trimmed and case-insensitive (Unicode too)", () => {
    expect(all({ q: "éducation" })).toEqual(["Alpha Éducation"]);
    expect(all({ q: "FIRST" })).toEqual(["Alpha Éducation"]);
    expect(all({ q: "under_score" })).toEqual(["beta 100% sure"]);
    expect(all({ q: "mental" })).toEqual(["Delta"]);
    expect(all({ q: "water" })).toEqual(["Alpha Éducation"]);
  });

  it("reads punctuation as word breaks: a search of punctuation alone finds nothing, and never fails", () => {
    expect(all({ q: "100%" })).toEqual(["beta 100% sure"]);
    expect(all({ q: "%" })).toEqual([]);
    expect(all({ q: "_" })).toEqual([]);
    // The quote is a word break like the others: both words are in Alpha's tags.
    expect(all({ q: 'water","schools' })).toEqual(["Alpha Éducation"]);
  });

  it("filters by exact category", () => {
    expect(all({ category: "Policy" })).toEqual(["Delta"]);
    expect(all({ category: "policy" })).toEqual([]);
  });

  it("sorts by every field; a missing published date counts as the earliest", () => {
    expect(all({ sort: "publishedAt", order: "desc" })).toEqual(["Delta", "Alpha Éducation", "beta 100% sure"]);
    expect(all({ sort: "publishedAt", order: "asc" })).toEqual(["beta 100% sure", "Alpha Éducation", "Delta"]);
    expect(all({ sort: "views", order: "desc" })).toEqual(["beta 100% sure", "Alpha Éducation", "Delta"]);
    expect(all({ sort: "title", order: "asc" })).toEqual(["Alpha Éducation", "beta 100% sure", "Delta"]);
    expect(all({ sort: "createdAt", order: "asc" })).toEqual(["Alpha Éducation", "beta 100% sure", "Delta"]);
  });

  it("pages with a total", () => {
    const r = m.posts.listPosts(pub, { page: 2, limit: 2, sort: "createdAt", order: "desc" });
    expect(r.rows.map((x) => x.title)).toEqual(["Alpha Éducation"]);
    expect(r).toMatchObject({ total: 3, pages: 2, page: 2, limit: 2 });
  });

  it("the blog page features the newest featured post and leaves it out of the grid", () => {
    const listing = m.posts.blogListing({}, 1);
    expect(listing.featured?.title).toBe("beta 100% sure");
    expect(listing.cards.map((c) => c.title)).toEqual(["Delta", "Alpha Éducation"]);
    const policy = m.posts.blogListing({ category: "Policy" }, 1);
    expect(policy.featured?.title).toBe("Delta");
    expect(policy.cards).toEqual([]);
    expect(m.posts.blogListing({}, 99).page).toBe(1);
  });
});

describe("one post, likes and views", () => {
  it("hides drafts and odd ids from the public", () => {
    const draft = m.dbm.db
      .select()
      .from(m.schema.posts)
      .all()
      .find((p) => p.status === "draft")!;
    expect(m.posts.findPost(pub, draft.id)).toBeNull();
    expect(m.posts.findPost(staff, draft.id)?.title).toBe("Gamma draft");
    expect(m.posts.findPost(pub, "../etc/passwd")).toBeNull();
  });

  it("keeps likes equal to the rows, however often the same like is sent", async () => {
    const user = m.dbm.db
      .insert(m.schema.users)
      .values({ name: "U", email: `u${Date.now()}@x.org`, passwordHash: "x" })
      .returning()
      .get();
    const post = m.posts.findPost(pub, m.posts.blogListing({}, 1).featured!.id)!;
    expect(m.likes.setLike(post.id, user.id, true)).toEqual({ likes: 1, liked: true });
    expect(m.likes.setLike(post.id, user.id, true)).toEqual({ likes: 1, liked: true });
    expect(m.likes.hasLiked(post.id, user.id)).toBe(true);
    expect(m.likes.setLike(post.id, user.id)).toEqual({ likes: 0, liked: false });
    expect(m.likes.setLike(post.id, user.id)).toEqual({ likes: 1, liked: true });
    expect(m.likes.setLike(post.id, user.id, false)).toEqual({ likes: 0, liked: false });
    const draft = m.posts.listPosts(staff, { page: 1, limit: 5, sort: "createdAt", order: "desc", status: "draft" })
      .rows[0]!;
    expect(() => m.likes.setLike(draft.id, user.id, true)).toThrow("Blog post not found");
  });

  it("counts a view once per visitor and day", () => {
    const post = m.posts.findPost(pub, m.posts.blogListing({}, 1).cards[0]!.id)!;
    const day1 = new Date(Date.UTC(2025, 5, 1, 10));
    expect(m.views.recordView(post.id, "a:one", day1)).toBe(true);
    expect(m.views.recordView(post.id, "a:one", day1)).toBe(false);
    expect(m.views.recordView(post.id, "a:two", day1)).toBe(true);
    expect(m.views.recordView(post.id, "a:one", new Date(day1.getTime() + DAY))).toBe(true);
    expect(m.posts.findPost(pub, post.id)!.views).toBe(post.views + 3);
  });

  it("skips bots, prefetches and staff", () => {
    const req = (agent: string, extra: Record<string, string> = {}) =>
      new Request("http://x/blog/1", { headers: { "user-agent": agent, ...extra } });
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    expect(m.views.isCountableView(req(chrome), pub)).toBe(true);
    expect(m.views.isCountableView(req("Googlebot/2.1 (+http://www.google.com/bot.html)"), pub)).toBe(false);
    expect(m.views.isCountableView(req("WhatsApp/2.23.20.0"), pub)).toBe(false);
    expect(m.views.isCountableView(req(chrome, { "sec-purpose": "prefetch" }), pub)).toBe(false);
    expect(m.views.isCountableView(req(chrome), staff)).toBe(false);
    expect(m.views.isCountableView(req(""), pub)).toBe(false);
    expect(
      m.views.isCountableView(
        new Request("http://x/blog/1", { method: "HEAD", headers: { "user-agent": chrome } }),
        pub,
      ),
    ).toBe(false);
  });

  it("gives the API shape of SPEC §3", () => {
    const row = m.posts.findPost(pub, m.posts.blogListing({}, 1).featured!.id)!;
    const json = m.json.toPostJson(row);
    expect(Object.keys(json).sort()).toEqual(
      [
        "_id",
        "author",
        "category",
        "content",
        "createdAt",
        "excerpt",
        "featured",
        "featuredImage",
        "featuredImageAlt",
        "featuredImageCaption",
        "helpBox",
        "lang",
        "likes",
        "publishedAt",
        "readTime",
        "reviewNote",
        "slug",
        "status",
        "tags",
        "title",
        "translationOf",
        "updatedAt",
        "views",
      ].sort(),
    );
    expect(json.createdAt).toBe(new Date(base + DAY).toISOString());
    expect(json.publishedAt).toBeNull();
  });
});
