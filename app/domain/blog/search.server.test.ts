import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, testPng, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("search-test");

type Modules = {
  writes: typeof import("./post-writes.server");
  revisions: typeof import("./revisions.server");
  posts: typeof import("./posts.server");
  text: typeof import("./search-text.server");
  index: typeof import("./search-index.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
let admin: import("~/server/schema").User;
let image: Buffer;
const staff = { staff: true, userId: null };
const pub = { staff: false, userId: null };

const create = (fields: Record<string, unknown>) =>
  m.writes.createPost(admin, {
    fields: { excerpt: "An excerpt", content: "<p>Body</p>", category: "Research", status: "published", ...fields },
    file: { fieldName: "featuredImage", name: "x.png", bytes: image },
  });
/** What /api/blog answers for this q (no sort asked: best match first). */
const search = (q: string, viewer = pub) =>
  m.posts.listPosts(viewer, { q, page: 1, limit: 50, order: "desc" }).rows.map((r) => r.title);
const ftsRows = () => (m.dbm.sqlite.prepare("select count(*) as n from posts_fts").get() as { n: number }).n;

beforeAll(async () => {
  m = {
    writes: await import("./post-writes.server"),
    revisions: await import("./revisions.server"),
    posts: await import("./posts.server"),
    text: await import("./search-text.server"),
    index: await import("./search-index.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  admin = addTestUser(m, "admin", "admin");
  image = await testPng();
  await create({ title: "Santé mentale des jeunes", content: "<p>Un article en français.</p>" });
  await create({
    title: "Plain water",
    content:
      '<p>Children need <strong>clean</strong> water. <a href="https://example.org/hidden-link" class="fancy">Read</a></p><img src="/images/x.png" alt="pictured">',
  });
  await create({
    title: "Schools and education",
    excerpt: "Teaching children",
    content: "<p>Lessons in rooms.</p>",
    tags: ["one-health", "Kigali"],
  });
  await create({ title: "Rabies vaccination", content: "<p>A long body about education of farmers.</p>" });
  await create({ title: "Draft about education", status: "draft" });
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("the words of a post", () => {
  it("keep the text of the content, without tags, attributes or references", () => {
    expect(
      m.text.postSearchText(
        '<p>Tom &amp; <strong>Sa</strong>nté</p><p>next</p><img src="a.png" alt="cat"><a href="https://x.org" class="c">link</a><br>end&#233;',
      ),
    ).toBe("Tom & Santé next link endé");
  });

  it("become a quoted FTS query: each term a prefix, syntax never", () => {
    expect(m.text.ftsMatchQuery('educ  "one-health" NEAR')).toBe('"educ"* """one-health"""* "NEAR"*');
    expect(m.text.ftsMatchQuery("  ")).toBeNull();
    expect(m.text.ftsMatchQuery('" * ( ) - : ^')).toBeNull();
  });
});

describe("searching posts", () => {
  it("folds accents and case both ways", () => {
    expect(search("sante")).toEqual(["Santé mentale des jeunes"]);
    expect(search("SANTÉ")).toEqual(["Santé mentale des jeunes"]);
    expect(search("francais")).toEqual(["Santé mentale des jeunes"]);
  });

  it("matches word prefixes, and every term must match", () => {
    expect(search("educ").sort()).toEqual(["Rabies vaccination", "Schools and education"]);
    expect(search("vacc farm")).toEqual(["Rabies vaccination"]);
    expect(search("vacc water")).toEqual([]);
    expect(search("ucation")).toEqual([]); // prefixes, not any substring
  });

  it("ranks a title match above a body match", () => {
    expect(search("education")).toEqual(["Schools and education", "Rabies vaccination"]);
    // An explicit sort is kept as asked, search or not.
    const byTitle = m.posts
      .listPosts(pub, { q: "education", page: 1, limit: 50, sort: "title", order: "asc" })
      .rows.map((r) => r.title);
    expect(byTitle).toEqual(["Rabies vaccination", "Schools and education"]);
  });

  it("finds tags, excerpts and the text of the content, but not markup", () => {
    expect(search("one-health")).toEqual(["Schools and education"]);
    expect(search("kigali")).toEqual(["Schools and education"]);
    expect(search("teaching")).toEqual(["Schools and education"]);
    expect(search("clean water")).toEqual(["Plain water"]);
    for (const markup of [
      "href",
      "class",
      "fancy",
      "strong",
      "example",
      "hidden",
      "img",
      "src",
      "pictured",
      "images",
    ]) {
      expect(search(markup), markup).toEqual([]);
    }
  });

  it("shows guests published posts only; staff see drafts", () => {
    expect(search("draft")).toEqual([]);
    expect(search("draft", staff)).toEqual(["Draft about education"]);
  });

  it("never fails on hostile input", () => {
    const hostile = [
      '"',
      '""',
      "*",
      "-",
      "NEAR",
      "AND",
      "OR",
      "NOT",
      "(",
      ")",
      "title:x",
      "NEAR(a b)",
      "a OR b",
      "^x",
      "x:*",
      "{title}: x",
      "'",
      "\\",
      "%_",
      "!".repeat(500),
      ",.;:".repeat(125),
      "\u0000",
      "é\u0301",
    ];
    for (const q of hostile) {
      expect(() => search(q), q).not.toThrow();
      expect(() => m.posts.blogListing({ q }, 1), q).not.toThrow();
      expect(() => m.posts.adminPostListing({ q, page: 1, limit: 20, order: "desc" }), q).not.toThrow();
    }
    expect(search("NEAR")).toEqual([]);
    expect(search("!".repeat(500))).toEqual([]);
  });

  it("gives the blog page and the API the same results and total", () => {
    const api = m.posts.listPosts(pub, { q: "educ", page: 1, limit: 50, order: "desc" });
    const page = m.posts.blogListing({ q: "educ" }, 1);
    const shown = [page.featured, ...page.cards].filter((p) => p !== null).map((p) => p.title);
    expect(page.total).toBe(api.total);
    expect(shown.sort()).toEqual(api.rows.map((r) => r.title).sort());
  });
});

describe("the index stays in step", () => {
  it("after create, edit, restore and delete", async () => {
    const post = await create({ title: "Zebra crossing", content: "<p>Road safety for pupils.</p>" });
    expect(search("zebra")).toEqual(["Zebra crossing"]);
    expect(search("pupils")).toEqual(["Zebra crossing"]);

    await m.writes.updatePost(admin, post.id, {
      fields: { title: "Giraffe crossing", content: "<p>Traffic lessons.</p>" },
    });
    expect(search("zebra")).toEqual([]);
    expect(search("pupils")).toEqual([]);
    expect(search("giraffe traffic")).toEqual(["Giraffe crossing"]);

    const first = m.revisions.listRevisions(admin, post.id).revisions.at(-1)!;
    m.revisions.restoreRevision(admin, post.id, first.id);
    expect(search("pupils")).toEqual(["Zebra crossing"]);
    expect(search("traffic")).toEqual([]);

    const rows = ftsRows();
    m.writes.deletePost(admin, post.id);
    expect(search("zebra")).toEqual([]);
    expect(ftsRows()).toBe(rows - 1);
  });

  it("does not re-index on a view or a like (counter updates leave the index alone)", () => {
    const changes = () => (m.dbm.sqlite.prepare("select total_changes() as n").get() as { n: number }).n;
    const before = changes();
    m.dbm.sqlite.prepare("update posts set views = views + 1 where title = ?").run("Plain water");
    // One row changed, nothing written to posts_fts (a trigger's writes count too).
    expect(changes() - before).toBe(1);
  });

  it("indexes rows written by raw SQL, their body once start-up fills the text", () => {
    m.dbm.sqlite
      .prepare(
        "insert into posts (id, title, slug, content, category, status, created_at) values ('rawrawrawrawrawr', 'Imported okapi', 'imported-okapi', '<p>Forest <em>mammal</em></p>', 'Research', 'published', 0)",
      )
      .run();
    expect(search("okapi")).toEqual(["Imported okapi"]);
    expect(search("mammal")).toEqual([]);
    expect(m.index.fillMissingSearchText()).toBe(1);
    expect(search("mammal")).toEqual(["Imported okapi"]);
    expect(m.index.fillMissingSearchText()).toBe(0);
    const check = () =>
      m.dbm.sqlite.prepare("insert into posts_fts(posts_fts, rank) values ('integrity-check', 1)").run();
    expect(check).not.toThrow();
  });
});

describe("start-up", () => {
  it("refuses to run when a migration dropped the index's triggers", () => {
    expect(() => m.index.assertSearchIndex()).not.toThrow();
    m.dbm.sqlite.exec("drop trigger posts_fts_au");
    expect(() => m.index.assertSearchIndex()).toThrow(/posts_fts_au/);
  });
});
