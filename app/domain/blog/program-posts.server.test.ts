import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { postSearchText } from "./search-text.server";

/**
 * Issue 23 (15): a program page's "Latest from the blog" shows posts about the program: filed under one of its
 * categories AND carrying one of its tags (a word of a tag: "gbv" finds "gbv prevention"), in the page's language
 * first, then those not translated into it yet, one per translation group. A translation's tags are in its own
 * language, so it is related when its original is.
 */
const tmp = withTempDataDir("program-posts-test");
let m: {
  posts: typeof import("./posts.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
const DAY = 86_400_000;
const base = Date.UTC(2025, 0, 1);
let day = 0;

function insert(
  values: Partial<typeof import("~/server/schema").posts.$inferInsert> & { title: string; category: string },
) {
  const at = new Date(base + DAY * ++day);
  return m.dbm.db
    .insert(m.schema.posts)
    .values({
      slug: `${values.title.toLowerCase().replace(/\W+/g, "-")}-${day}`,
      status: "published" as const,
      createdAt: at,
      publishedAt: at,
      searchText: postSearchText(""),
      ...values,
    })
    .returning()
    .get();
}

const CLIMATE = {
  categories: ["Environmental Health", "Animal Health"],
  tags: ["water", "climate", "one health"],
} as const;
const titles = (lang: "en" | "rw" | "fr") => m.posts.latestOnTheme(CLIMATE, lang).map((r) => r.title);

beforeAll(async () => {
  m = {
    posts: await import("./posts.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  const water = insert({
    title: "Safe water at school",
    category: "Environmental Health",
    tags: ["Safe Water", "schools"],
  });
  insert({
    title: "Amazi meza ku ishuri",
    category: "Environmental Health",
    tags: ["amazi", "amashuri"],
    lang: "rw",
    translationOf: water.id,
  });
  insert({ title: "Bootcamp on One Health", category: "Education", tags: ["one health", "bootcamp"] });
  insert({ title: "Waste and recycling", category: "Environmental Health", tags: ["waste"] });
  insert({ title: "Malaria in the rainy season", category: "Human Health", tags: ["climate", "malaria"] });
  insert({ title: "Rabies and our dogs", category: "Animal Health", tags: ["One Health", "dogs"] });
  insert({ title: "A draft about water", category: "Environmental Health", tags: ["water"], status: "draft" });
  insert({ title: "La santé unique au village", category: "Animal Health", tags: ["one health"], lang: "fr" });
  insert({
    title: "Water in Kinyarwanda only",
    category: "Environmental Health",
    tags: ["water"],
    lang: "rw",
    createdAt: new Date(base),
    publishedAt: new Date(base),
  });
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("a program page's latest posts", () => {
  it("are in the program's categories and carry one of its tags; nothing else, nothing unpublished", () => {
    const all = m.posts.latestOnTheme(CLIMATE, "en", 20).map((r) => r.title);
    expect(all).toEqual([
      "Rabies and our dogs",
      "Safe water at school",
      "La santé unique au village",
      "Water in Kinyarwanda only",
    ]);
  });

  it("come in the page's language first, then those not translated into it, one per group", () => {
    expect(titles("en")).toEqual(["Rabies and our dogs", "Safe water at school", "La santé unique au village"]);
    // The Kinyarwanda translation is related through its original, and takes the original's place.
    expect(titles("rw")).toEqual(["Amazi meza ku ishuri", "Water in Kinyarwanda only", "La santé unique au village"]);
    // No French version of the water post: its original stands for the group, never twice.
    expect(m.posts.latestOnTheme(CLIMATE, "fr", 20).map((r) => r.title)).toEqual([
      "La santé unique au village",
      "Rabies and our dogs",
      "Safe water at school",
      "Water in Kinyarwanda only",
    ]);
  });

  it("a word of a tag matches, not a part of a word", () => {
    insert({ title: "GBV prevention clubs", category: "Education", tags: ["GBV prevention"] });
    insert({ title: "Relationships at home", category: "Education", tags: ["healthy relationships"] });
    insert({ title: "Consent apps", category: "Education", tags: ["consentapp"] });
    const gbv = { categories: ["Policy", "Education"], tags: ["consent", "gbv", "relationships"] } as const;
    expect(m.posts.latestOnTheme(gbv, "en").map((r) => r.title)).toEqual([
      "Relationships at home",
      "GBV prevention clubs",
    ]);
  });
});
