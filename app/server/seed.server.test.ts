import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../tests/unit/domain-helpers";
import { CATEGORY_NAMES } from "~/content/categories";
import { DEMO_POSTS } from "~/content/demo/posts";
import { DEMO_TRANSLATIONS } from "~/content/demo/translations";

const tmp = withTempDataDir("seed-test");
const dataDir = tmp.dir;

type Modules = {
  seed: typeof import("./seed.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("./schema");
  passwords: typeof import("~/domain/auth/passwords.server");
};
let m: Modules;

beforeAll(async () => {
  m = {
    seed: await import("./seed.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("./schema"),
    passwords: await import("~/domain/auth/passwords.server"),
  };
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const ALLOWED_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote"]);
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("demo posts data", () => {
  it("has 14 posts covering every category, two drafts and one featured published post", () => {
    expect(DEMO_POSTS).toHaveLength(14);
    expect(new Set(DEMO_POSTS.map((p) => p.category))).toEqual(new Set(CATEGORY_NAMES));
    expect(DEMO_POSTS.filter((p) => p.status === "draft")).toHaveLength(2);
    const featured = DEMO_POSTS.filter((p) => p.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]!.status).toBe("published");
    // Every category still has a published post.
    expect(new Set(DEMO_POSTS.filter((p) => p.status === "published").map((p) => p.category)).size).toBe(
      CATEGORY_NAMES.length,
    );
  });

  it.each(DEMO_POSTS.map((p) => [p.title, p] as const))("%s is well-formed", (_title, post) => {
    const n = words(post.content);
    expect(n).toBeGreaterThanOrEqual(350);
    expect(n).toBeLessThanOrEqual(800);
    for (const [, tag] of post.content.matchAll(/<\/?([a-z0-9]+)/gi))
      expect(ALLOWED_TAGS.has(tag!.toLowerCase())).toBe(true);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(6);
    for (const tag of post.tags) expect(tag).toBe(tag.toLowerCase());
    expect(post.daysAgo).toBeGreaterThanOrEqual(3);
    expect(post.daysAgo).toBeLessThanOrEqual(300);
    expect(fs.existsSync(path.resolve("app/content/demo/images", post.image))).toBe(true);
  });
});

describe("seedDemo", () => {
  it("fills an empty database once, then does nothing", async () => {
    const { seedDemo, DEMO_ACCOUNTS } = m.seed;
    const { db } = m.dbm;
    const { users, posts, images, postLikes } = m.schema;

    expect(await seedDemo()).toEqual({ seeded: true });
    expect(await seedDemo()).toEqual({ seeded: false });

    const allPosts = db.select().from(posts).all();
    expect(allPosts).toHaveLength(14 + DEMO_TRANSLATIONS.length);
    // Issue 17: the translations are in their language and link to their English original.
    const originals = new Map(allPosts.filter((p) => p.lang === "en").map((p) => [p.id, p]));
    expect(originals.size).toBe(14);
    for (const p of allPosts.filter((p) => p.lang !== "en")) expect(originals.get(p.translationOf!)?.lang).toBe("en");
    expect(allPosts.filter((p) => p.status === "draft")).toHaveLength(2);
    expect(allPosts.filter((p) => p.featured)).toHaveLength(1);
    expect(new Set(allPosts.map((p) => p.category)).size).toBe(8);
    expect(new Set(allPosts.map((p) => p.slug)).size).toBe(allPosts.length);
    for (const p of allPosts) {
      // Demo likes are "imported": real likes add to them. None of the demo posts reads as abandoned.
      expect(p.likes).toBe(p.importedLikes);
      if (p.status === "published") expect(p.likes).toBeGreaterThan(0);
      expect(p.likes).toBeLessThanOrEqual(p.views);
      expect(p.readTime).toBeGreaterThanOrEqual(1);
      expect(p.featuredImage).toBeNull();
      expect(p.featuredImageId).toBeTruthy();
      expect(p.authorId).toBeTruthy();
      expect(p.updatedAt).toBeNull();
      expect(p.createdAt.getTime()).toBeLessThan(Date.now());
      if (p.status === "published") expect(p.publishedAt!.getTime()).toBe(p.createdAt.getTime() + 60 * 60 * 1000);
      else expect(p.publishedAt).toBeNull();
    }
    expect(db.select().from(postLikes).all()).toHaveLength(0);

    // Issue 37: one published weekly workshop, upcoming, with places and three volunteer shifts.
    const { events, eventDates, eventShifts } = await import("~/domain/events/schema");
    const demoEvents = db.select().from(events).all();
    expect(demoEvents).toHaveLength(1);
    expect(demoEvents[0]).toMatchObject({ status: "published", repeat: "weekly", capacity: 30, program: "education" });
    const dates = db.select().from(eventDates).all();
    expect(dates.length).toBeGreaterThanOrEqual(8);
    for (const d of dates) expect(d.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(db.select().from(eventShifts).all()).toHaveLength(3);

    const allUsers = db.select().from(users).all();
    expect(allUsers).toHaveLength(4);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = allUsers.find((u) => u.email === account.email.toLowerCase());
      expect(user).toBeDefined();
      expect(user!.role).toBe(account.role);
      expect(user!.isVerified).toBe(true);
      expect(await m.passwords.verifyPassword(account.password, user!.passwordHash)).toBe(true);
    }

    const allImages = db.select().from(images).all();
    expect(allImages).toHaveLength(14);
    for (const image of allImages) expect(fs.existsSync(path.join(dataDir, "uploads", `${image.hash}.jpg`))).toBe(true);
    for (const p of allPosts) expect(allImages.some((i) => i.id === p.featuredImageId)).toBe(true);
  });
});
