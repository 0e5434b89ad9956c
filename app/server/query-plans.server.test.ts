import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../tests/unit/domain-helpers";
import { generateLargeSite } from "../../scripts/bench/generate-large-site.mjs";

/**
 * Issue 16 (scale): the queries behind every page and API list are planned on a generated site (2,000 posts,
 * 1,000 users, 20,000 likes, 4,000 messages; no ANALYZE, as in production). The real statements are captured as
 * the domain functions run them, then EXPLAIN QUERY PLAN must show no full scan of the large tables and no sort of
 * all their rows: those grow with the site, and a page must cost the same with 100 posts or 10,000.
 */
const tmp = withTempDataDir("query-plans");

type Captured = { sql: string; params: unknown[] };
let captured: Captured[] = [];
let m: {
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("./schema");
  posts: typeof import("~/domain/blog/posts.server");
  query: typeof import("~/domain/blog/posts-query.server");
  likes: typeof import("~/domain/blog/likes.server");
  dashboard: typeof import("~/routes/admin/dashboard.server");
  users: typeof import("~/domain/people/user-admin.server");
  inbox: typeof import("~/domain/people/contact-inbox.server");
  removal: typeof import("~/domain/people/user-removal.server");
  blogSchemas: typeof import("~/domain/blog/post-list-schema");
  userSchemas: typeof import("~/domain/people/user-schema");
  contactSchemas: typeof import("~/domain/people/contact-schema");
};

const BIG_TABLES = ["posts", "users", "post_likes", "contact_messages"];
const fullScan = new RegExp(`^SCAN (${BIG_TABLES.join("|")})$`);

beforeAll(async () => {
  await generateLargeSite({ dir: tmp.dir, posts: 2000 });
  m = {
    dbm: await import("~/platform/data/db.server"),
    schema: await import("./schema"),
    posts: await import("~/domain/blog/posts.server"),
    query: await import("~/domain/blog/posts-query.server"),
    likes: await import("~/domain/blog/likes.server"),
    dashboard: await import("~/routes/admin/dashboard.server"),
    users: await import("~/domain/people/user-admin.server"),
    inbox: await import("~/domain/people/contact-inbox.server"),
    removal: await import("~/domain/people/user-removal.server"),
    blogSchemas: await import("~/domain/blog/post-list-schema"),
    userSchemas: await import("~/domain/people/user-schema"),
    contactSchemas: await import("~/domain/people/contact-schema"),
  };
  // Every statement drizzle runs goes through prepare(); record its text and the values it is run with.
  const sqlite = m.dbm.sqlite;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    const record = (params: unknown[]) => captured.push({ sql: source, params });
    const proxy: object = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key === "all" || key === "get" || key === "run" || key === "iterate") {
          return (...params: unknown[]) => {
            record(params);
            return value.apply(target, params);
          };
        }
        // raw(), pluck(), bind()… return the statement itself: keep returning the proxy.
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return result === target ? proxy : result;
        };
      },
    });
    return proxy;
  }) as typeof sqlite.prepare;
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

/** The plan lines of every statement `run` executes. */
function plansOf(run: () => unknown) {
  captured = [];
  run();
  const statements = captured;
  captured = [];
  expect(statements.length).toBeGreaterThan(0);
  return statements.map(({ sql, params }) => {
    // The plan of a write is planned like its read; better-sqlite3 takes the same parameters.
    const rows = m.dbm.sqlite.prepare(`explain query plan ${sql}`).all(...(params as [])) as { detail: string }[];
    return { sql, plan: rows.map((r) => r.detail) };
  });
}

function problems(run: () => unknown) {
  return plansOf(run).flatMap(({ sql, plan }) =>
    plan
      // A sort of every matching row; "FOR LAST TERM(S) OF ORDER BY" only breaks ties within an index's order.
      .filter(
        (line) =>
          fullScan.test(line) ||
          (line === "USE TEMP B-TREE FOR ORDER BY" && BIG_TABLES.some((t) => sql.includes(`"${t}"`))),
      )
      .map((line) => `${line}\n    in: ${sql}`),
  );
}

const postQuery = (q: Record<string, unknown> = {}) => m.blogSchemas.postListQuerySchema.parse(q);
const one = <T>(sql: string) => m.dbm.sqlite.prepare(sql).get() as T;

/**
 * Aggregates over a whole table read every row by definition (a count per role, the dashboard's totals): SQLite
 * answers them from the narrowest index. Listed here by their text so that nothing else may scan.
 */
const WHOLE_TABLE_AGGREGATES = [
  /^select count\(\*\), coalesce\(sum\(/,
  /^select "role", count\(\*\) from "users" group by/,
];

describe("query plans on a large site", () => {
  it("lists, pages and filters posts through indexes (the blog, the API, the admin list, feeds)", () => {
    const pub = m.query.PUBLIC_VIEWER;
    const staff = { staff: true, userId: null };
    const author = one<{ id: string }>("select id from users where role = 'author' limit 1");
    const post = one<{ id: string }>("select id from posts where status = 'published' limit 1");
    const checks: [string, () => unknown][] = [
      ["/blog", () => m.posts.blogListing({}, 1)],
      ["/blog page 20", () => m.posts.blogListing({}, 20)],
      ["/blog?category=", () => m.posts.blogListing({ category: "Research" }, 2)],
      ["/rw/blog", () => m.posts.blogListing({}, 1, "rw")],
      ["/rw/blog page 20", () => m.posts.blogListing({}, 20, "rw")],
      ["/fr/blog?category=", () => m.posts.blogListing({ category: "Research" }, 2, "fr")],
      ["/api/blog?lang=", () => m.posts.listPosts(pub, postQuery({ lang: "rw" }))],
      ["/rw/rss.xml", () => m.posts.latestPublished(20, "rw")],
      ["/api/blog", () => m.posts.listPosts(pub, postQuery())],
      ["/api/blog?category=", () => m.posts.listPosts(pub, postQuery({ category: "Education", page: 3 }))],
      ["/api/blog staff by status", () => m.posts.listPosts(staff, postQuery({ status: "draft" }))],
      ["/admin/blog", () => m.posts.adminPostListing(postQuery())],
      ["/admin/blog?status=", () => m.posts.adminPostListing(postQuery({ status: "pending" }))],
      [
        "/admin/blog?category=&status=",
        () => m.posts.adminPostListing(postQuery({ status: "published", category: "Policy" })),
      ],
      ["/admin/blog as an author", () => m.posts.adminPostListing(postQuery(), author.id)],
      ["a post", () => m.posts.findPost(pub, post.id)],
      ["program page", () => m.posts.latestOnTheme({ categories: ["Research"], tags: ["water"] })],
      [
        "/rw program page",
        () => m.posts.latestOnTheme({ categories: ["Research", "Policy"], tags: ["water", "one health"] }, "rw"),
      ],
      ["rss", () => m.posts.latestPublished(20)],
      ["sitemap", () => m.posts.publishedPostDates()],
    ];
    for (const [name, run] of checks) expect(problems(run), name).toEqual([]);
  });

  it("serves the dashboard, the user list, the inbox and likes through indexes", () => {
    const admin = m.dbm.db.select().from(m.schema.users).where(eq(m.schema.users.role, "admin")).limit(1).get()!;
    const reader = one<{ id: string }>("select id from users where role = 'user' and is_verified = 1 limit 1");
    const post = one<{ id: string }>("select id from posts where status = 'published' limit 1");
    const userQuery = (q: Record<string, unknown> = {}) => m.userSchemas.userListQuerySchema.parse(q);
    const messageQuery = (q: Record<string, unknown> = {}) => m.contactSchemas.messageListQuerySchema.parse(q);
    const checks: [string, () => unknown][] = [
      ["/admin", () => m.dashboard.dashboard({ admin: true })],
      ["/admin/users", () => m.users.listUsers(admin, userQuery())],
      ["/admin/users?role=", () => m.users.listUsers(admin, userQuery({ role: "editor", page: 2 }))],
      ["/api/users/stats", () => m.users.userStats(admin)],
      ["/admin/contact-messages", () => m.inbox.listMessages(messageQuery())],
      ["/admin/contact-messages?status=", () => m.inbox.listMessages(messageQuery({ status: "new" }))],
      ["/admin/contact-messages?type=", () => m.inbox.listMessages(messageQuery({ type: "media", page: 2 }))],
      ["a like", () => m.likes.setLike(post.id, reader.id)],
      ["has liked", () => m.likes.hasLiked(post.id, reader.id)],
    ];
    for (const [name, run] of checks) {
      const found = problems(run).filter(
        (p) => !WHOLE_TABLE_AGGREGATES.some((re) => re.test(p.split("\n    in: ")[1]!)),
      );
      expect(found, name).toEqual([]);
    }
  });

  it("deletes an account without scanning the tables that point at it", () => {
    const reader = one<{ id: string }>(
      "select id from users where role = 'user' and id in (select user_id from post_likes) and id in (select user_id from contact_messages) limit 1",
    );
    expect(
      problems(() => m.dbm.db.transaction((tx) => m.removal.removeUserInTx(tx, reader.id))),
      "removeUserInTx",
    ).toEqual([]);
    // SQLite's foreign-key actions (cascade, set null) look the child rows up by the child column: without an
    // index each deleted account is a scan of that whole table (the pruning job removes up to 500 at a time).
    const children = m.dbm.sqlite
      .prepare(
        "select m.name as tbl, f.\"from\" as col from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table' and f.\"table\" = 'users'",
      )
      .all() as { tbl: string; col: string }[];
    const large = children.filter((c) => BIG_TABLES.includes(c.tbl));
    expect(large.length).toBeGreaterThan(2);
    for (const { tbl, col } of large) {
      const plan = (
        m.dbm.sqlite.prepare(`explain query plan select 1 from "${tbl}" where "${col}" = ?`).all("x") as {
          detail: string;
        }[]
      ).map((r) => r.detail);
      expect(plan.join("; "), `${tbl}.${col}`).toMatch(/USING (COVERING )?INDEX|PRIMARY KEY/);
    }
  });
});
