import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, testPng, withTempDataDir, statusOf } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("revisions-test");

type Modules = {
  writes: typeof import("./post-writes.server");
  revisions: typeof import("./revisions.server");
  previews: typeof import("./previews.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"editor" | "author" | "otherAuthor" | "reader", User> = {} as never;
let image: Buffer;

const create = (user: User, extra: Record<string, unknown> = {}) =>
  m.writes.createPost(user, {
    fields: {
      title: "First title",
      excerpt: "First excerpt",
      content: "<p>First text of the post.</p>",
      category: "Education",
      ...extra,
    },
    file: { fieldName: "featuredImage", name: "x.png", bytes: image },
  });
const rowOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.posts)
    .all()
    .find((p) => p.id === id)!;
const audit = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.auditLog)
    .all()
    .filter((a) => a.targetId === id)
    .map((a) => a.action);

beforeAll(async () => {
  m = {
    writes: await import("./post-writes.server"),
    revisions: await import("./revisions.server"),
    previews: await import("./previews.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  Object.assign(users, {
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
    otherAuthor: addTestUser(m, "other", "author"),
    reader: addTestUser(m, "reader", "user"),
  });
  image = await testPng();
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("revisions", () => {
  it("lists saves newest first, compares one with the post, and restores it as a new, audited revision", async () => {
    const post = await create(users.author);
    await m.writes.updatePost(users.author, post.id, {
      fields: { title: "Second title", content: "<p>Second text of the post.</p>" },
    });
    const { revisions } = m.revisions.listRevisions(users.author, post.id);
    expect(revisions.map((r) => r.kind)).toEqual(["saved", "created"]);
    const first = revisions[1]!;
    const { changes } = m.revisions.getRevision(users.author, post.id, first.id);
    expect(changes.filter((c) => c.changed).map((c) => c.field)).toEqual(["title", "content"]);

    const restored = m.revisions.restoreRevision(users.author, post.id, first.id);
    expect(restored.changed).toBe(true);
    expect(rowOf(post.id)).toMatchObject({
      title: "First title",
      content: "<p>First text of the post.</p>",
      status: "draft",
    });
    expect(m.revisions.listRevisions(users.editor, post.id).revisions.map((r) => r.kind)).toEqual([
      "restored",
      "saved",
      "created",
    ]);
    expect(audit(post.id)).toContain("post.restored");
  });

  it("keeps the permission rule: others' posts 403, unknown ids 404, guests 401; a restore never publishes", async () => {
    const post = await create(users.author);
    const rev = m.revisions.listRevisions(users.author, post.id).revisions[0]!;
    expect(statusOf(() => m.revisions.listRevisions(users.otherAuthor, post.id))).toBe(403);
    expect(statusOf(() => m.revisions.listRevisions(users.reader, post.id))).toBe(403);
    expect(statusOf(() => m.revisions.listRevisions(null, post.id))).toBe(401);
    expect(statusOf(() => m.revisions.listRevisions(users.author, "nope"))).toBe(404);
    expect(statusOf(() => m.revisions.getRevision(users.author, post.id, "unknown"))).toBe(404);
    expect(statusOf(() => m.revisions.restoreRevision(users.otherAuthor, post.id, rev.id))).toBe(403);

    await m.writes.updatePost(users.editor, post.id, { fields: { status: "published", title: "Published title" } });
    // The author may read the history but no longer change a published post.
    expect(statusOf(() => m.revisions.listRevisions(users.author, post.id))).toBe(200);
    expect(statusOf(() => m.revisions.restoreRevision(users.author, post.id, rev.id))).toBe(403);
    m.revisions.restoreRevision(users.editor, post.id, rev.id);
    expect(rowOf(post.id)).toMatchObject({ title: "First title", status: "published" });
  });

  it("an autosave stores the form's text without changing the post, replaces the person's previous one, and is dropped when undone", async () => {
    const post = await create(users.editor, { status: "published" });
    const before = rowOf(post.id);
    const saved = m.revisions.recordAutosave(users.editor, post.id, {
      title: "Typed title",
      content: "<p>Typed <script>alert(1)</script>text</p>",
    });
    expect(saved.stored).toBe(true);
    m.revisions.recordAutosave(users.editor, post.id, { title: "Typed title again" });
    expect(rowOf(post.id)).toEqual(before);
    const list = m.revisions.listRevisions(users.editor, post.id);
    expect(list.revisions.map((r) => r.kind)).toEqual(["autosave", "published"]);
    expect(list.unsaved?.title).toBe("Typed title again");
    expect(
      m.dbm.db
        .select()
        .from(m.schema.postRevisions)
        .all()
        .find((r) => r.id === list.revisions[0]!.id)?.content,
    ).toBe(before.content);

    const first = m.dbm.db
      .select()
      .from(m.schema.postRevisions)
      .all()
      .find((r) => r.id === saved.revisionId);
    expect(first).toBeUndefined(); // replaced in place
    expect(statusOf(() => m.revisions.recordAutosave(users.editor, post.id, { title: "" }))).toBe(400);
    m.revisions.recordAutosave(users.editor, post.id, { title: before.title, content: before.content });
    expect(m.revisions.listRevisions(users.editor, post.id).revisions.map((r) => r.kind)).toEqual(["published"]);
  });

  it("sanitises autosaved content", async () => {
    const post = await create(users.author);
    const saved = m.revisions.recordAutosave(users.author, post.id, {
      content: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    const row = m.dbm.db
      .select()
      .from(m.schema.postRevisions)
      .all()
      .find((r) => r.id === (saved.stored ? saved.revisionId : ""));
    expect(row?.content).toBe("<p>Hi</p>");
  });
});

describe("preview links", () => {
  it("work until revoked or expired; only the hash is stored; audited", async () => {
    const post = await create(users.author);
    expect(statusOf(() => m.previews.createPreviewLink(users.author, post.id))).toBe(403);
    const { token, link } = m.previews.createPreviewLink(users.editor, post.id);
    expect(link.tokenHash).not.toContain(token);
    expect(m.previews.openPreviewLink(token)).toMatchObject({ state: "ok" });
    expect(m.previews.activePreviewLinks(post.id)).toHaveLength(1);
    m.previews.revokePreviewLink(users.editor, post.id, link.id);
    expect(m.previews.openPreviewLink(token)).toEqual({ state: "gone", reason: "revoked" });
    expect(m.previews.activePreviewLinks(post.id)).toHaveLength(0);

    const second = m.previews.createPreviewLink(users.editor, post.id);
    m.dbm.db
      .update(m.schema.previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();
    expect(m.previews.openPreviewLink(second.token)).toEqual({ state: "gone", reason: "expired" });
    expect(m.previews.openPreviewLink("x".repeat(43))).toEqual({ state: "missing" });
    expect(audit(post.id)).toEqual(expect.arrayContaining(["post.preview_link_created", "post.preview_link_revoked"]));
  });

  it("the author and staff preview a draft; others are told it does not exist", async () => {
    const post = await create(users.author);
    expect(statusOf(() => m.previews.findPreviewablePost(users.author, post.id))).toBe(200);
    expect(statusOf(() => m.previews.findPreviewablePost(users.editor, post.id))).toBe(200);
    expect(statusOf(() => m.previews.findPreviewablePost(users.otherAuthor, post.id))).toBe(404);
    expect(statusOf(() => m.previews.findPreviewablePost(users.reader, post.id))).toBe(404);
  });
});
