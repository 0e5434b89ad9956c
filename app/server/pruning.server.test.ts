import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../tests/unit/domain-helpers";

const tmp = withTempDataDir("pruning-test");
let pruning: typeof import("./pruning.server");
let dbm: typeof import("~/platform/data/db.server");
let s: typeof import("./schema");

beforeAll(async () => {
  pruning = await import("./pruning.server");
  dbm = await import("~/platform/data/db.server");
  s = await import("./schema");
});
afterAll(() => {
  dbm.sqlite.close();
  tmp.cleanup();
});

const DAY = 24 * 60 * 60_000;

describe("scheduled pruning", () => {
  it("removes what has run out and keeps what is still in use", () => {
    const { db } = dbm;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const user = (email: string, extra: Partial<typeof s.users.$inferInsert> = {}) =>
      db
        .insert(s.users)
        .values({ name: email, email, passwordHash: "x", ...extra })
        .returning()
        .get();

    const reader = user("reader@example.org", { isVerified: true });
    const staleUnverified = user("stale@example.org", { createdAt: ago(40) });
    const freshUnverified = user("fresh@example.org", { createdAt: ago(2) });
    const invitedEditor = user("invited@example.org", { role: "editor", createdAt: ago(40) });
    const post = db
      .insert(s.posts)
      .values({ title: "T", slug: "t", category: "Health", status: "published", importedLikes: 3, likes: 5 })
      .returning()
      .get();
    db.insert(s.postLikes)
      .values([
        { postId: post.id, userId: staleUnverified.id },
        { postId: post.id, userId: reader.id },
      ])
      .run();

    db.insert(s.sessions)
      .values([
        { tokenHash: "expired", userId: reader.id, expiresAt: ago(1) },
        { tokenHash: "live", userId: reader.id, expiresAt: new Date(now + DAY) },
      ])
      .run();
    db.insert(s.verificationCodes)
      .values([
        { userId: freshUnverified.id, codeHash: "old", expiresAt: ago(1) },
        { userId: freshUnverified.id, codeHash: "new", expiresAt: new Date(now + 60_000) },
      ])
      .run();
    db.insert(s.passwordResetTokens)
      .values([
        { userId: reader.id, tokenHash: "used", expiresAt: new Date(now + 60_000), usedAt: new Date(now) },
        { userId: reader.id, tokenHash: "expired", expiresAt: ago(1) },
        { userId: invitedEditor.id, tokenHash: "pending-invitation", expiresAt: new Date(now + 5 * DAY) },
      ])
      .run();
    db.insert(s.rateLimits)
      .values([
        { key: "old", count: 3, windowStart: new Date(now - 2 * 60 * 60_000) },
        { key: "current", count: 3, windowStart: new Date(now - 60_000) },
      ])
      .run();
    const mail = { kind: "verification", toAddress: "a@example.org", subject: "S", text: "", html: "" };
    db.insert(s.mailOutbox)
      .values([
        { ...mail, status: "sent", createdAt: ago(31) },
        { ...mail, status: "sent", createdAt: ago(1) },
        { ...mail, status: "queued", createdAt: ago(31) },
      ])
      .run();
    const day = (d: number) => ago(d).toISOString().slice(0, 10);
    db.insert(s.postViews)
      .values([
        { postId: post.id, visitorHash: "v", day: day(5) },
        { postId: post.id, visitorHash: "v", day: day(0) },
      ])
      .run();

    const removed = pruning.pruneOnce(now);
    expect(removed).toMatchObject({
      sessions: 1,
      codes: 1,
      resetLinks: 2,
      rateLimits: 1,
      mail: 1,
      viewRows: 1,
      unverifiedAccounts: 1,
    });

    expect(
      db
        .select()
        .from(s.sessions)
        .all()
        .map((r) => r.tokenHash),
    ).toEqual(["live"]);
    expect(
      db
        .select()
        .from(s.verificationCodes)
        .all()
        .map((r) => r.codeHash),
    ).toEqual(["new"]);
    expect(
      db
        .select()
        .from(s.passwordResetTokens)
        .all()
        .map((r) => r.tokenHash),
    ).toEqual(["pending-invitation"]);
    expect(
      db
        .select()
        .from(s.rateLimits)
        .all()
        .map((r) => r.key),
    ).toEqual(["current"]);
    expect(
      db
        .select()
        .from(s.mailOutbox)
        .all()
        .map((r) => r.status)
        .sort(),
    ).toEqual(["queued", "sent"]);
    const emails = db
      .select()
      .from(s.users)
      .all()
      .map((u) => u.email)
      .sort();
    expect(emails).toEqual(["fresh@example.org", "invited@example.org", "reader@example.org"]);
    // The removed account's like went with it, and the count follows: 3 imported + the reader's one.
    expect(db.select().from(s.posts).get()!.likes).toBe(4);

    // Running again finds nothing: the job is idempotent.
    expect(Object.values(pruning.pruneOnce(now)).every((n) => n === 0)).toBe(true);
  });

  it("an unverified account that is removed takes no subscription it does not own (issue 23)", () => {
    const { db } = dbm;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    // A guest subscribed and confirmed; someone signed up with that address and never verified it.
    db.insert(s.subscribers)
      .values({
        email: "owner@example.org",
        status: "active",
        unsubscribeToken: "owner-token-0123456789",
        confirmedAt: ago(50),
      })
      .run();
    db.insert(s.users)
      .values({ name: "Stranger", email: "Owner@example.org", passwordHash: "x", createdAt: ago(40) })
      .run();
    // An account that subscribed while verified, then had its address changed by an admin and never verified the new one.
    const moved = db
      .insert(s.users)
      .values({ name: "Moved", email: "new@example.org", passwordHash: "x", createdAt: ago(40) })
      .returning()
      .get();
    db.insert(s.subscribers)
      .values({
        email: "old@example.org",
        status: "active",
        userId: moved.id,
        unsubscribeToken: "moved-token-0123456789",
        confirmedAt: ago(45),
      })
      .run();

    expect(pruning.pruneOnce(now).unverifiedAccounts).toBe(2);
    const left = db.select({ email: s.subscribers.email, status: s.subscribers.status }).from(s.subscribers).all();
    // The owner's stays; the one the removed account had linked while verified was theirs, and went with it.
    expect(left).toEqual([{ email: "owner@example.org", status: "active" }]);
  });
});
