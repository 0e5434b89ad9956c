import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, testPng, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("newsletter-test");

type Modules = {
  subs: typeof import("./subscriptions.server");
  sendings: typeof import("./sendings.server");
  admin: typeof import("./subscribers-admin.server");
  writes: typeof import("~/domain/blog/post-writes.server");
  scheduling: typeof import("~/domain/blog/scheduling.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
let editor: User;
let author: User;
let image: Buffer;
let ipN = 0;
const ip = () => `192.0.2.${++ipN}`;

const outbox = () => m.dbm.db.select().from(m.schema.mailOutbox).all();
const sendingOf = (postId: string) =>
  m.dbm.db
    .select()
    .from(m.schema.newsletterSendings)
    .all()
    .find((s) => s.postId === postId);
const secretOf = (email: string) => {
  const mail = outbox()
    .filter((r) => r.toAddress === email && r.kind === "newsletter-confirm")
    .at(-1)!;
  return mail.text.match(/\/newsletter\/confirm\/([A-Za-z0-9_-]+)/)![1]!;
};
function activeSubscriber(email: string, lang: "en" | "rw" | "fr") {
  expect(m.subs.subscribe({ email, lang }, "en", ip())).toBe(true);
  expect(m.subs.confirmSubscription(secretOf(email))?.status).toBe("active");
}
const publish = (user: User, extra: Record<string, unknown> = {}) =>
  m.writes.createPost(user, {
    fields: {
      title: "News for you",
      excerpt: "Short excerpt",
      content: "<p>Body</p>",
      category: "Education",
      status: "published",
      ...extra,
    },
    file: { fieldName: "featuredImage", name: "x.png", bytes: image },
  });
const setLang = (postId: string, lang: "en" | "rw" | "fr") =>
  m.dbm.sqlite.prepare("update posts set lang = ? where id = ?").run(lang, postId);

beforeAll(async () => {
  m = {
    subs: await import("./subscriptions.server"),
    sendings: await import("./sendings.server"),
    admin: await import("./subscribers-admin.server"),
    writes: await import("~/domain/blog/post-writes.server"),
    scheduling: await import("~/domain/blog/scheduling.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  editor = addTestUser(m, "editor", "editor");
  author = addTestUser(m, "author", "author");
  image = await testPng();
});

afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

describe("subscriptions", () => {
  it("double opt-in: pending with a hashed secret, confirmed once, and the same answer for a subscribed address", () => {
    const email = "reader1@example.org";
    expect(m.subs.subscribe({ email: " Reader1@Example.org ", lang: "rw" }, "en", ip())).toBe(true);
    const row = m.dbm.db
      .select()
      .from(m.schema.subscribers)
      .all()
      .find((s) => s.email === email)!;
    expect(row).toMatchObject({ status: "pending", lang: "rw" });
    const secret = secretOf(email);
    expect(row.confirmTokenHash).toBe(m.subs.hashSecret(secret));
    expect(row.confirmTokenHash).not.toContain(secret);
    const mail = outbox().find((r) => r.toAddress === email)!;
    expect(mail.subject).toBe("Emeza kwiyandikisha ku nkuru nshya");
    expect(mail.text).toContain(`/rw/newsletter/confirm/${secret}`);
    expect(m.subs.confirmSubscription(secret)?.status).toBe("active");
    expect(m.subs.confirmSubscription(secret)).toBeUndefined();
    // Subscribed already: no new mail, and the caller answers the same.
    const before = outbox().length;
    expect(m.subs.subscribe({ email }, "fr", ip())).toBe(false);
    expect(outbox().length).toBe(before);
  });

  it("an expired confirmation link confirms nothing; a bad address is refused", () => {
    m.subs.subscribe({ email: "late@example.org" }, "fr", ip(), new Date(Date.now() - 8 * 24 * 3600_000));
    expect(m.subs.confirmSubscription(secretOf("late@example.org"))).toBeUndefined();
    expect(() => m.subs.subscribe({ email: "nope" }, "en", ip())).toThrow(/valid email/);
  });

  it("subscribing again while the link waits mails that same link again: the first mail keeps working (issue 23)", () => {
    const email = "twice@example.org";
    const start = Date.now();
    expect(m.subs.subscribe({ email, lang: "en" }, "en", ip(), new Date(start))).toBe(true);
    const first = secretOf(email);
    // Two days later, from another page, in French: a new e-mail, with the link that still works.
    expect(m.subs.subscribe({ email, lang: "fr" }, "en", ip(), new Date(start + 2 * 24 * 3600_000))).toBe(true);
    const mails = outbox().filter((r) => r.toAddress === email && r.kind === "newsletter-confirm");
    expect(mails.at(-1)!.text).toContain(`/fr/newsletter/confirm/${first}`);
    expect(mails.at(-1)!.text).toMatch(/5 jours/);
    expect(
      m.dbm.db
        .select()
        .from(m.schema.subscribers)
        .all()
        .find((r) => r.email === email),
    ).toMatchObject({ status: "pending", lang: "fr" });
    expect(m.subs.confirmSubscription(first)?.status).toBe("active");
    // Once the link has expired, a new subscription gets a new one.
    const late = "again-later@example.org";
    m.subs.subscribe({ email: late }, "en", ip(), new Date(start - 8 * 24 * 3600_000));
    const expired = secretOf(late);
    m.subs.subscribe({ email: late }, "en", ip());
    expect(secretOf(late)).not.toBe(expired);
    expect(m.subs.confirmSubscription(secretOf(late))?.status).toBe("active");
    // Not counted by the sendings below.
    m.dbm.sqlite.prepare("delete from subscribers where email in (?, ?)").run(email, late);
  });

  it("rate limits: an address at most 3 times an hour, one place at most 10", () => {
    const same = "1.1.1.1";
    for (let i = 0; i < 10; i++) m.subs.subscribe({ email: `many${i}@example.org` }, "en", same);
    expect(() => m.subs.subscribe({ email: "eleventh@example.org" }, "en", same)).toThrow(
      "Too many subscriptions from here. Please try again later.",
    );
    for (let i = 0; i < 3; i++) m.subs.subscribe({ email: "bomb@example.org" }, "en", ip());
    expect(() => m.subs.subscribe({ email: "bomb@example.org" }, "en", ip())).toThrow(
      "Too many subscriptions from here. Please try again later.",
    );
  });
});

describe("sendings", () => {
  it("batches at the configured size, moves the cursor, and never queues anyone twice", async () => {
    const emails = Array.from({ length: 7 }, (_, i) => `batch${i}@example.org`);
    for (const e of emails) activeSubscriber(e, "fr");
    activeSubscriber("english@example.org", "en");
    const post = await publish(editor, { newsletter: "on" });
    setLang(post.id, "fr");
    // The sending was made in the post's language at publish time; the test sets it after, as the languages part will.
    m.dbm.sqlite.prepare("update newsletter_sendings set lang = 'fr' where post_id = ?").run(post.id);
    expect(sendingOf(post.id)).toMatchObject({ status: "sending", queued: 0 });
    expect(m.sendings.queueNextBatch(3).queued).toBe(3);
    expect(sendingOf(post.id)).toMatchObject({ status: "sending", queued: 3 });
    expect(m.sendings.queueNextBatch(3).queued).toBe(3);
    expect(m.sendings.queueNextBatch(3)).toEqual({ queued: 1, finished: 1 });
    expect(sendingOf(post.id)).toMatchObject({ status: "done", queued: 7 });
    expect(m.sendings.queueNextBatch(3).queued).toBe(0);
    const mails = outbox().filter((r) => r.kind === "newsletter" && r.batchId === sendingOf(post.id)!.id);
    expect(mails.map((r) => r.toAddress).sort()).toEqual([...emails].sort());
    const one = mails[0]!;
    expect(one.subject).toBe("News for you");
    expect(one.text).toContain("Lire l'article complet");
    expect(one.text).toContain(`/fr/blog/${post.id}`);
    expect(one.html).toMatch(/<img src="http[^"]+\/images\/[0-9a-f]{32}\/\d+\.jpg"/);
    expect(one.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(one.headers!["List-Unsubscribe"]).toMatch(/^<http.+\/fr\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/);
  });

  it("a post is never sent twice: asking again changes nothing", async () => {
    const post = await publish(editor, { newsletter: "on" });
    m.sendings.queueNextBatch(1000);
    await m.writes.updatePost(editor, post.id, { fields: { status: "draft" } });
    await m.writes.updatePost(editor, post.id, { fields: { status: "published", newsletter: "on" } });
    expect(
      m.dbm.db
        .select()
        .from(m.schema.newsletterSendings)
        .all()
        .filter((s) => s.postId === post.id),
    ).toHaveLength(1);
    expect(sendingOf(post.id)!.status).toBe("done");
    expect(m.sendings.queueNextBatch(1000).queued).toBe(0);
  });

  it("a run that lost the race to another (the cursor moved) queues nothing", async () => {
    activeSubscriber("race@example.org", "en");
    const post = await publish(editor, { newsletter: "on" });
    // Another run moves the cursor between this run's read and its write: the guarded UPDATE matches nothing.
    const stale = sendingOf(post.id)!;
    m.dbm.sqlite
      .prepare("update newsletter_sendings set cursor = 'zzzzzzzzzzzzzzzz', status = 'sending' where id = ?")
      .run(stale.id);
    const before = outbox().length;
    m.sendings.queueNextBatch(1000);
    expect(outbox().length).toBe(before);
  });

  it("a scheduled post waits, then the scheduler starts its sending once", async () => {
    activeSubscriber("sched@example.org", "en");
    const post = await m.writes.createPost(editor, {
      fields: {
        title: "Later",
        excerpt: "Soon",
        content: "<p>Body</p>",
        category: "Education",
        status: "scheduled",
        publishedAt: new Date(Date.now() + 60_000).toISOString(),
        newsletter: "on",
      },
      file: { fieldName: "featuredImage", name: "x.png", bytes: image },
    });
    expect(sendingOf(post.id)!.status).toBe("waiting");
    expect(m.sendings.queueNextBatch(1000).queued).toBe(0);
    expect(m.scheduling.publishDuePosts(new Date(Date.now() + 120_000))).toContain(post.id);
    expect(sendingOf(post.id)!.status).toBe("sending");
    m.sendings.queueNextBatch(1000);
    expect(
      outbox().filter((r) => r.kind === "newsletter" && r.toAddress === "sched@example.org" && r.subject === "Later"),
    ).toHaveLength(1);
    expect(m.scheduling.publishDuePosts(new Date(Date.now() + 240_000))).toEqual([]);
  });

  it("an author's wish is not read; unticking drops a waiting sending", async () => {
    const mine = await m.writes.createPost(author, {
      fields: { title: "Mine", excerpt: "x", content: "<p>Body</p>", category: "Education", newsletter: "on" },
      file: { fieldName: "featuredImage", name: "x.png", bytes: image },
    });
    expect(sendingOf(mine.id)).toBeUndefined();
    const post = await m.writes.createPost(editor, {
      fields: {
        title: "Maybe",
        excerpt: "x",
        content: "<p>Body</p>",
        category: "Education",
        status: "scheduled",
        publishedAt: new Date(Date.now() + 60_000).toISOString(),
        newsletter: "on",
      },
      file: { fieldName: "featuredImage", name: "x.png", bytes: image },
    });
    await m.writes.updatePost(editor, post.id, { fields: { title: "Maybe not", newsletter: "off" } });
    expect(sendingOf(post.id)).toBeUndefined();
  });

  it("unsubscribing drops what is still queued for the address and stops further sendings", async () => {
    activeSubscriber("leaver@example.org", "en");
    const row = m.dbm.db
      .select()
      .from(m.schema.subscribers)
      .all()
      .find((s) => s.email === "leaver@example.org")!;
    const post = await publish(editor, { newsletter: "on" });
    m.sendings.queueNextBatch(1000);
    const queued = outbox().find(
      (r) => r.toAddress === "leaver@example.org" && r.kind === "newsletter" && r.batchId === sendingOf(post.id)!.id,
    )!;
    expect(m.subs.unsubscribeByToken(row.unsubscribeToken)?.status).toBe("unsubscribed");
    expect(outbox().find((r) => r.id === queued.id)!.status).toBe("expired");
    const next = await publish(editor, { newsletter: "on" });
    m.sendings.queueNextBatch(1000);
    expect(
      outbox().filter((r) => r.batchId === sendingOf(next.id)!.id && r.toAddress === "leaver@example.org"),
    ).toHaveLength(0);
  });
});

describe("admin", () => {
  it("CSV cells that a spreadsheet would run as formulas are defused", () => {
    expect(m.admin.csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(m.admin.csvCell("+1")).toBe(`"'+1"`);
    expect(m.admin.csvCell("a@example.org")).toBe(`"a@example.org"`);
    expect(m.admin.subscribersCsv({ page: 1, q: "batch0@" })).toContain(`"batch0@example.org","fr","active"`);
  });

  it("sendings count their messages in the outbox", () => {
    const [latest] = m.admin.listSendings();
    expect(latest!.total).toBeGreaterThan(0);
    expect(latest!.queued + latest!.sent + latest!.failed + latest!.dropped).toBe(latest!.total);
  });
});
