import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, testPng, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("post-writes-test");

type Modules = {
  writes: typeof import("./post-writes.server");
  perms: typeof import("./post-permissions.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"admin" | "editor" | "author" | "otherAuthor" | "user" | "unverified", User> = {} as never;
let image: Buffer;

const fields = (extra: Record<string, unknown> = {}) => ({
  title: "Clean Water, Healthy Schools!",
  excerpt: "Excerpt",
  content: "<p>" + "word ".repeat(650) + "</p>",
  category: "Education",
  ...extra,
});
const create = (user: User, extra: Record<string, unknown> = {}) =>
  m.writes.createPost(user, {
    fields: fields(extra),
    file: { fieldName: "featuredImage", name: "x.png", bytes: image },
  });
const rowOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.posts)
    .all()
    .find((p) => p.id === id)!;

beforeAll(async () => {
  m = {
    writes: await import("./post-writes.server"),
    perms: await import("./post-permissions.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  Object.assign(users, {
    admin: addTestUser(m, "admin", "admin"),
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
    otherAuthor: addTestUser(m, "other", "author"),
    user: addTestUser(m, "user", "user"),
    unverified: addTestUser(m, "unverified", "editor", false),
  });
  image = await testPng();
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("the post rights table (docs/decisions/011)", () => {
  const draftOf = (u: User) => ({ authorId: u.id, status: "draft" as const });
  const publishedOf = (u: User) => ({ authorId: u.id, status: "published" as const });
  it.each([
    ["admin", "create", true],
    ["admin", "publish", true],
    ["admin", "delete", true],
    ["editor", "create", true],
    ["editor", "publish", true],
    ["editor", "delete", true],
    ["author", "create", true],
    ["author", "publish", false],
    ["author", "delete", false],
    ["author", "feature", false],
    ["editor", "feature", true],
    ["admin", "feature", true],
    ["user", "create", false],
    ["unverified", "create", false],
  ] as const)("%s may %s: %s", (who, action, allowed) => {
    expect(m.perms.canOnPost(users[who], action, draftOf(users.editor))).toBe(allowed);
  });
  it("an author edits only their own drafts; staff edit anything; guests get 401", () => {
    expect(m.perms.canOnPost(users.author, "edit", draftOf(users.author))).toBe(true);
    expect(m.perms.canOnPost(users.author, "edit", publishedOf(users.author))).toBe(false);
    expect(m.perms.canOnPost(users.author, "edit", draftOf(users.otherAuthor))).toBe(false);
    expect(m.perms.canOnPost(users.editor, "edit", publishedOf(users.author))).toBe(true);
    expect(m.perms.postPermission(null, "create")).toMatchObject({ ok: false, status: 401 });
    expect(m.perms.postPermission(users.user, "create")).toMatchObject({ ok: false, status: 403 });
  });
});

describe("writing posts", () => {
  it("derives a unique slug, the read time and publishedAt; keeps publishedAt across unpublish", async () => {
    const a = await create(users.editor, { status: "published" });
    const b = await create(users.editor);
    expect(a.slug).toBe("clean-water-healthy-schools");
    expect(b.slug).toBe("clean-water-healthy-schools-2");
    expect(a.readTime).toBe(3);
    expect(a.publishedAt).toBeInstanceOf(Date);
    expect(b.publishedAt).toBeNull();
    const first = a.publishedAt!.getTime();
    await m.writes.updatePost(users.editor, a.id, { fields: { status: "draft" } });
    await m.writes.updatePost(users.editor, a.id, { fields: { status: "published" } });
    expect(rowOf(a.id).publishedAt!.getTime()).toBe(first);
  });

  it("keeps at most one featured post", async () => {
    const a = await create(users.editor, { featured: "true" });
    const b = await create(users.admin, { featured: true });
    expect(rowOf(a.id).featured).toBe(false);
    expect(rowOf(b.id).featured).toBe(true);
    await m.writes.updatePost(users.editor, a.id, { fields: { featured: "on" } });
    expect(rowOf(a.id).featured).toBe(true);
    expect(rowOf(b.id).featured).toBe(false);
  });

  it("never lets an author change the featured flag (it changes what is published)", async () => {
    const published = await create(users.editor, { featured: true, status: "published" });
    const count = () => m.dbm.db.select().from(m.schema.posts).all().length;
    const before = count();
    await expect(create(users.author, { featured: true })).rejects.toMatchObject({ status: 403 });
    await expect(create(users.author, { featured: "true" })).rejects.toMatchObject({ status: 403 });
    expect(count()).toBe(before);
    const draft = await create(users.author, { featured: false });
    await expect(
      m.writes.updatePost(users.author, draft.id, { fields: { featured: true, title: "Changed" } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(rowOf(draft.id).title).not.toBe("Changed");
    expect(rowOf(draft.id).featured).toBe(false);
    expect(rowOf(published.id).featured).toBe(true);
    // Sending the flag it already has is no change, so an author's full-post PUT still works.
    const same = await m.writes.updatePost(users.author, draft.id, { fields: { featured: false, title: "Renamed" } });
    expect(same.changed).toBe(true);
  });

  it("writes nothing when nothing changed, and refuses what the schema refuses", async () => {
    const post = await create(users.editor, { tags: "a, b" });
    const same = await m.writes.updatePost(users.editor, post.id, {
      fields: { title: post.title, tags: '["a","b"]', content: rowOf(post.id).content },
    });
    expect(same.changed).toBe(false);
    expect(rowOf(post.id).updatedAt).toBeNull();
    await expect(m.writes.updatePost(users.editor, post.id, { fields: { category: "Cooking" } })).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(
      m.writes.updatePost(users.editor, post.id, { fields: { content: "<script>alert(1)</script>" } }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Please fill in all required fields",
    });
    await expect(m.writes.createPost(users.editor, { fields: fields() })).rejects.toMatchObject({
      status: 400,
      message: "Please select a featured image",
    });
  });

  it("alt text: a picture the write chooses needs it; a kept picture without it is no reason to refuse (issue 23)", async () => {
    const ALT = "Describe the picture in a few words (alt text) for people who cannot see it";
    // As SPEC §7's API makes a post: a picture and no alt text field at all.
    const post = await create(users.editor);
    expect(rowOf(post.id).featuredImageAlt).toBe("");
    // The post form always sends the field: a title-only change with the picture kept and the alt text still empty.
    const retitled = await m.writes.updatePost(users.editor, post.id, {
      fields: { title: "Retitled", featuredImageAlt: "" },
    });
    expect(retitled.changed).toBe(true);
    expect(rowOf(post.id).title).toBe("Retitled");
    // A new picture is a new choice: refused without its words, at the alt text field, and nothing is written.
    const { default: sharp } = await import("sharp");
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    const newPicture = { fieldName: "featuredImage", name: "y.png", bytes: other };
    await expect(
      m.writes.updatePost(users.editor, post.id, {
        fields: { title: "Other", featuredImageAlt: "" },
        file: newPicture,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: ALT,
      fields: { featuredImageAlt: ALT },
    });
    expect(rowOf(post.id).title).toBe("Retitled");
    await m.writes.updatePost(users.editor, post.id, { fields: { featuredImageAlt: "Pupils at the tap" } });
    // Clearing the words of a kept picture is a change the write makes: refused as well.
    await expect(
      m.writes.updatePost(users.editor, post.id, { fields: { featuredImageAlt: "" } }),
    ).rejects.toMatchObject({ status: 400, message: ALT });
    expect(rowOf(post.id).featuredImageAlt).toBe("Pupils at the tap");
    // On create the picture is always new.
    await expect(create(users.editor, { featuredImageAlt: "" })).rejects.toMatchObject({ status: 400, message: ALT });
  });

  it("an author's attempt to publish or delete changes nothing", async () => {
    const post = await create(users.author);
    await expect(
      m.writes.updatePost(users.author, post.id, { fields: { status: "published", title: "New" } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(rowOf(post.id)).toMatchObject({ status: "draft", title: post.title });
    expect(() => m.writes.deletePost(users.author, post.id)).toThrow();
    expect(rowOf(post.id)).toBeDefined();
  });
});
