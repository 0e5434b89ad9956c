import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, testPng, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("post-workflow-test");

type Modules = {
  writes: typeof import("./post-writes.server");
  perms: typeof import("./post-permissions.server");
  review: typeof import("./review.server");
  scheduling: typeof import("./scheduling.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"admin" | "editor" | "author" | "otherAuthor" | "unverifiedEditor", User> = {} as never;
let image: Buffer;

const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE);
const create = (user: User, extra: Record<string, unknown> = {}) =>
  m.writes.createPost(user, {
    fields: { title: "Schedule me", excerpt: "Excerpt", content: "<p>Body</p>", category: "Education", ...extra },
    file: { fieldName: "featuredImage", name: "x.png", bytes: image },
  });
const update = (user: User, id: string, fields: Record<string, unknown>) => m.writes.updatePost(user, id, { fields });
const rowOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.posts)
    .all()
    .find((p) => p.id === id)!;
const auditOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.auditLog)
    .all()
    .filter((a) => a.targetId === id)
    .map((a) => `${a.action} by ${a.actorName}`);
const revisionsOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.postRevisions)
    .all()
    .filter((r) => r.postId === id)
    .map((r) => r.kind);
const mailsTo = (user: User) =>
  m.dbm.db
    .select()
    .from(m.schema.mailOutbox)
    .all()
    .filter((r) => r.toAddress === user.email && r.kind === "review");

beforeAll(async () => {
  m = {
    writes: await import("./post-writes.server"),
    perms: await import("./post-permissions.server"),
    review: await import("./review.server"),
    scheduling: await import("./scheduling.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  Object.assign(users, {
    admin: addTestUser(m, "admin", "admin"),
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
    otherAuthor: addTestUser(m, "other", "author"),
    unverifiedEditor: addTestUser(m, "unverified", "editor", false),
  });
  image = await testPng();
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("the permission rule for the workflow", () => {
  const post = (u: User, status: "draft" | "pending" | "scheduled" | "published") => ({ authorId: u.id, status });
  it.each([
    ["editor", "schedule", true],
    ["admin", "schedule", true],
    ["editor", "send_back", true],
    ["author", "schedule", false],
    ["author", "send_back", false],
    ["author", "publish", false],
  ] as const)("%s may %s: %s", (who, action, allowed) => {
    expect(m.perms.canOnPost(users[who], action, post(users.author, "pending"))).toBe(allowed);
  });
  it("an author submits and edits their own draft or pending post, nothing scheduled, published or another's", () => {
    for (const status of ["draft", "pending"] as const) {
      expect(m.perms.canOnPost(users.author, "edit", post(users.author, status))).toBe(true);
      expect(m.perms.canOnPost(users.author, "submit", post(users.author, status))).toBe(true);
      expect(m.perms.canOnPost(users.author, "submit", post(users.otherAuthor, status))).toBe(false);
    }
    for (const status of ["scheduled", "published"] as const) {
      expect(m.perms.postPermission(users.author, "edit", post(users.author, status))).toMatchObject({
        ok: false,
        status: 403,
        message: expect.stringContaining(status),
      });
    }
  });
  it("names the right each status change needs", () => {
    const t = m.perms.transitionAction;
    expect(t("draft", "pending", users.author)).toBe("submit");
    expect(t("pending", "draft", users.author)).toBe("submit");
    expect(t("pending", "draft", users.editor)).toBe("send_back");
    expect(t("draft", "scheduled", users.editor)).toBe("schedule");
    expect(t("scheduled", "draft", users.editor)).toBe("schedule");
    expect(t("pending", "published", users.editor)).toBe("publish");
    expect(t("published", "draft", users.editor)).toBe("publish");
    expect(t("draft", "draft", users.author)).toBeNull();
  });
});

describe("scheduling", () => {
  it("schedules for a future time (datetime-local is Kigali time), refuses a past one and authors", async () => {
    const post = await create(users.editor, { status: "scheduled", publishedAt: "2099-11-24T08:00" });
    expect(post.status).toBe("scheduled");
    expect(post.publishedAt?.toISOString()).toBe("2099-11-24T06:00:00.000Z");
    await expect(
      create(users.editor, { status: "scheduled", publishedAt: "2020-01-01T08:00:00Z" }),
    ).rejects.toMatchObject({ status: 400, fields: { publishedAt: expect.stringContaining("future") } });
    await expect(create(users.editor, { status: "scheduled" })).rejects.toMatchObject({
      status: 400,
      fields: { publishedAt: expect.any(String) },
    });
    await expect(create(users.editor, { status: "scheduled", publishedAt: "next week" })).rejects.toMatchObject({
      status: 400,
      fields: { publishedAt: expect.any(String) },
    });
    await expect(
      create(users.author, { status: "scheduled", publishedAt: inMinutes(60).toISOString() }),
    ).rejects.toMatchObject({ status: 403 });
    expect(auditOf(post.id)).toEqual(["post.scheduled by editor"]);
    expect(revisionsOf(post.id)).toEqual(["scheduled"]);
  });

  it("reschedules, keeps the time when the form sends the same minute, unschedules to draft without the time", async () => {
    const post = await create(users.editor, { status: "draft" });
    await update(users.editor, post.id, {
      status: "scheduled",
      publishedAt: new Date(Date.UTC(2099, 0, 1, 6, 0, 30)).toISOString(),
    });
    const same = await update(users.editor, post.id, { status: "scheduled", publishedAt: "2099-01-01T08:00" });
    expect(same.changed).toBe(false);
    expect(rowOf(post.id).publishedAt?.toISOString()).toBe("2099-01-01T06:00:30.000Z");
    await update(users.editor, post.id, { publishedAt: "2099-01-02T09:15" });
    expect(rowOf(post.id).publishedAt?.toISOString()).toBe("2099-01-02T07:15:00.000Z");
    await update(users.editor, post.id, { status: "draft" });
    expect(rowOf(post.id)).toMatchObject({ status: "draft", publishedAt: null });
    expect(auditOf(post.id)).toEqual([
      "post.created by editor",
      "post.scheduled by editor",
      "post.scheduled by editor",
      "post.unscheduled by editor",
    ]);
  });

  it("the job publishes what is due, once, as the Scheduler; guests' queries never see it before", async () => {
    const due = await create(users.editor, { status: "scheduled", publishedAt: inMinutes(1).toISOString() });
    const later = await create(users.editor, { status: "scheduled", publishedAt: inMinutes(60).toISOString() });
    const { findPost } = await import("./posts.server");
    expect(findPost({ staff: false, userId: null }, due.id)).toBeNull();
    const now = inMinutes(2);
    expect(m.scheduling.publishDuePosts(now)).toEqual([due.id]);
    expect(m.scheduling.publishDuePosts(now)).toEqual([]);
    expect(rowOf(due.id)).toMatchObject({ status: "published", publishedAt: due.publishedAt });
    expect(rowOf(later.id).status).toBe("scheduled");
    expect(auditOf(due.id)).toEqual(["post.scheduled by editor", "post.published by Scheduler"]);
    expect(revisionsOf(due.id)).toEqual(["scheduled", "published"]);
    expect(findPost({ staff: false, userId: null }, due.id)?.id).toBe(due.id);
  });
});

describe("review", () => {
  it("an author submits: pending, the note cleared, one e-mail to each verified editor and admin", async () => {
    const post = await create(users.author);
    m.dbm.db.update(m.schema.posts).set({ reviewNote: "old note" }).run();
    const before = {
      editor: mailsTo(users.editor).length,
      admin: mailsTo(users.admin).length,
      unverified: mailsTo(users.unverifiedEditor).length,
    };
    await m.review.reviewStep(users.author, post.id, "submit", {});
    expect(rowOf(post.id)).toMatchObject({ status: "pending", reviewNote: null });
    expect(mailsTo(users.editor).length).toBe(before.editor + 1);
    expect(mailsTo(users.admin).length).toBe(before.admin + 1);
    expect(mailsTo(users.unverifiedEditor).length).toBe(before.unverified);
    const mail = mailsTo(users.editor).at(-1)!;
    expect(mail.subject).toContain("Schedule me");
    expect(mail.text).toContain("author");
    expect(mail.text).toContain(`/admin/blog/edit/${post.id}`);
    await expect(m.review.reviewStep(users.author, post.id, "submit", {})).rejects.toMatchObject({ status: 409 });
    await expect(m.review.reviewStep(users.otherAuthor, post.id, "withdraw", {})).rejects.toMatchObject({
      status: 403,
    });
    expect(revisionsOf(post.id)).toEqual(["created", "submitted"]);
  });

  it("an editor sends back with a required note (≤ 1000): draft, note kept, the author e-mailed", async () => {
    const post = await create(users.author, { status: "pending" });
    await expect(m.review.reviewStep(users.editor, post.id, "send_back", { reviewNote: "  " })).rejects.toMatchObject({
      status: 400,
      fields: { reviewNote: expect.any(String) },
    });
    await expect(
      m.review.reviewStep(users.editor, post.id, "send_back", { reviewNote: "x".repeat(1001) }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(m.review.reviewStep(users.author, post.id, "send_back", { reviewNote: "self" })).rejects.toMatchObject(
      { status: 403 },
    );
    // Through PUT too: a post under review goes back to draft only with a note.
    await expect(update(users.editor, post.id, { status: "draft" })).rejects.toMatchObject({ status: 400 });
    const before = mailsTo(users.author).length;
    await m.review.reviewStep(users.editor, post.id, "send_back", {
      reviewNote: "Please add a source for the figures.",
    });
    expect(rowOf(post.id)).toMatchObject({ status: "draft", reviewNote: "Please add a source for the figures." });
    const mails = mailsTo(users.author);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain("Please add a source for the figures.");
    expect(auditOf(post.id)).toEqual(["post.submitted by author", "post.sent_back by editor"]);
    expect(revisionsOf(post.id)).toEqual(["submitted", "sent_back"]);
    const seen = m.review.reviewState(
      users.author,
      (await import("./posts.server")).findPost({ staff: true, userId: users.author.id }, post.id)!,
    );
    expect(seen).toMatchObject({
      status: "draft",
      reviewNote: "Please add a source for the figures.",
      can: { submit: true, sendBack: false, publish: false },
    });
  });

  it("review requests: one e-mail per post per hour however often the author switches it; a send-back starts afresh (issue 23)", async () => {
    const post = await create(users.author);
    const told = () => mailsTo(users.editor).filter((r) => r.subject.includes("Schedule me")).length;
    const before = told();
    await m.review.reviewStep(users.author, post.id, "submit", {});
    expect(told()).toBe(before + 1);
    for (let i = 0; i < 3; i++) {
      await m.review.reviewStep(users.author, post.id, "withdraw", {});
      await update(users.author, post.id, { status: "pending" }); // the API's way, the same rule
    }
    expect(rowOf(post.id).status).toBe("pending");
    expect(told()).toBe(before + 1);
    // An hour later the next submission is mailed again.
    m.dbm.sqlite
      .prepare("update rate_limits set window_start = window_start - ? where key like 'review-mail:%'")
      .run(61 * MINUTE);
    await m.review.reviewStep(users.author, post.id, "withdraw", {});
    await m.review.reviewStep(users.author, post.id, "submit", {});
    expect(told()).toBe(before + 2);
    // An editor's send-back asks for a new version: the author's answer is mailed at once.
    await m.review.reviewStep(users.editor, post.id, "send_back", { reviewNote: "Shorter, please." });
    await m.review.reviewStep(users.author, post.id, "submit", {});
    expect(told()).toBe(before + 3);
  });

  it("an author never publishes or schedules their pending post; an editor does", async () => {
    const post = await create(users.author, { status: "pending" });
    await expect(update(users.author, post.id, { status: "published" })).rejects.toMatchObject({ status: 403 });
    await expect(m.review.reviewStep(users.author, post.id, "publish", {})).rejects.toMatchObject({ status: 403 });
    await update(users.editor, post.id, { status: "scheduled", publishedAt: inMinutes(30).toISOString() });
    expect(rowOf(post.id).status).toBe("scheduled");
    await expect(update(users.author, post.id, { title: "Changed by the author" })).rejects.toMatchObject({
      status: 403,
    });
    await m.review.reviewStep(users.editor, post.id, "publish", {});
    expect(rowOf(post.id).status).toBe("published");
    expect(rowOf(post.id).publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
