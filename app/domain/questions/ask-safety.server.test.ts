import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, statusOf, withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 34: "in danger now" said by the asker, one question per form however often it is sent, and urgency by hand.
const tmp = withTempDataDir("ask-safety-test");

type Modules = {
  ask: typeof import("./ask.server");
  code: typeof import("./private-code.server");
  urgency: typeof import("./question-urgency.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  q: typeof import("./schema");
};
let m: Modules;
type User = import("~/server/schema").User;
let editor: User;
let reader: User;

beforeAll(async () => {
  m = {
    ask: await import("./ask.server"),
    code: await import("./private-code.server"),
    urgency: await import("./question-urgency.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    q: await import("./schema"),
  };
  editor = addTestUser(m, "editor", "editor");
  reader = addTestUser(m, "reader", "user");
});
afterAll(async () => {
  // The urgent alerts go through the outbox in the background: let it finish before the database closes.
  for (
    let i = 0;
    i < 60 &&
    m.dbm.db
      .select()
      .from(m.schema.mailOutbox)
      .all()
      .some((r) => r.status === "queued");
    i++
  )
    await new Promise((r) => setTimeout(r, 50));
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const all = () => m.dbm.db.select().from(m.q.questions).all();
let n = 0;
const ip = () => `10.34.0.${++n}`;
const token = () => `tok_${Math.random().toString(36).slice(2)}${"x".repeat(20)}`;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
};

describe("the asker says they are in danger now", () => {
  it("makes an ordinary-worded question urgent, kept as said, and staff are alerted", async () => {
    const receipt = m.ask.askQuestion(
      { question: "Can we talk about school?", topic: "other", dangerNow: "yes" },
      { ip: ip(), lang: "rw" },
    );
    expect(receipt).toMatchObject({ urgent: true, saidInDanger: true, signs: [], repeated: false });
    const row = all().at(-1)!;
    expect(row).toMatchObject({ urgent: true, saidInDanger: true, dangerSigns: [] });
    await new Promise((r) => setTimeout(r, 20));
    const alerts = m.dbm.db
      .select()
      .from(m.schema.mailOutbox)
      .all()
      .filter((r) => r.kind === "question-alert");
    expect(alerts.length).toBeGreaterThan(0);
    expect(m.dbm.db.select().from(m.q.questions).all().at(-1)!.notifiedAt).not.toBeNull();
  });

  it("'no', nothing, and the API's booleans are read the same way; anything else is refused on its field", () => {
    const no = m.ask.askQuestion({ question: "Hello", topic: "other", dangerNow: "no" }, { ip: ip(), lang: "en" });
    const none = m.ask.askQuestion({ question: "Hello", topic: "other" }, { ip: ip(), lang: "en" });
    const yes = m.ask.askQuestion({ question: "Hello", topic: "other", dangerNow: true }, { ip: ip(), lang: "en" });
    expect([no.urgent, none.urgent, yes.urgent]).toEqual([false, false, true]);
    const bad = refusal(() =>
      m.ask.askQuestion({ question: "Hello", topic: "other", dangerNow: "maybe" }, { ip: ip(), lang: "en" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fields).toMatchObject({ dangerNow: "Answer yes or no, or leave it empty" });
  });
});

describe("one question per form", () => {
  it("files the same token once; the repeat says so, with the same code for 15 minutes and none after", () => {
    const before = all().length;
    const t = token();
    const form = { question: "Private one", topic: "other", answerWay: "private", submissionToken: t };
    const at = new Date();
    const first = m.ask.askQuestion(form, { ip: ip(), lang: "en" }, at);
    const again = m.ask.askQuestion(form, { ip: ip(), lang: "en" }, new Date(at.getTime() + 60_000));
    expect(all().length).toBe(before + 1);
    expect(first).toMatchObject({ repeated: false, way: "private" });
    expect(again).toMatchObject({ repeated: true, way: "private", code: first.code });
    // The code the repeat shows opens the question: it is the stored one.
    expect(m.code.openPrivateAnswer(again.code!, ip()).state).toBe("waiting");
    const late = m.ask.askQuestion(form, { ip: ip(), lang: "en" }, new Date(at.getTime() + m.ask.CODE_AGAIN_MS + 1));
    expect(late).toMatchObject({ repeated: true, code: null });
    expect(all().length).toBe(before + 1);
  });

  it("a repeat keeps the first one's urgency, and is answered even for a client at its hourly limit", () => {
    const client = "192.0.2.134";
    const t = token();
    const first = m.ask.askQuestion(
      { question: "help", topic: "other", dangerNow: "yes", submissionToken: t },
      { ip: client, lang: "fr" },
    );
    for (let i = 1; i < 10; i++) m.ask.askQuestion({ question: `q ${i}`, topic: "other" }, { ip: client, lang: "en" });
    expect(refusal(() => m.ask.askQuestion({ question: "q", topic: "other" }, { ip: client, lang: "en" })).status).toBe(
      429,
    );
    const again = m.ask.askQuestion(
      { question: "help", topic: "other", submissionToken: t },
      { ip: client, lang: "fr" },
    );
    expect(first.urgent).toBe(true);
    expect(again).toMatchObject({ repeated: true, urgent: true, saidInDanger: true, way: "library" });
  });

  it("refuses a token that is not one of ours in shape", () => {
    const bad = refusal(() =>
      m.ask.askQuestion({ question: "x", topic: "other", submissionToken: "short" }, { ip: ip(), lang: "en" }),
    );
    expect(bad.status).toBe(400);
  });
});

describe("staff mark urgency by hand", () => {
  it("editors may, audited with the id and never the text; a reader may not; a wrong value is refused", () => {
    const row = m.dbm.db
      .insert(m.q.questions)
      .values({ lang: "en", topic: "other", answerWay: "library", original: "Secret words of a child" })
      .returning()
      .get();
    expect(m.urgency.setUrgency(editor, row.id, { urgent: "true" })).toMatch(/urgent/);
    expect(all().find((q) => q.id === row.id)!.urgent).toBe(true);
    m.urgency.setUrgency(editor, row.id, { urgent: "false" });
    expect(all().find((q) => q.id === row.id)!.urgent).toBe(false);
    const audit = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((e) => e.targetId === row.id);
    expect(audit.map((e) => e.action)).toEqual(["question.mark_urgent", "question.unmark_urgent"]);
    expect(audit[0]).toMatchObject({ actorId: editor.id, targetType: "question" });
    expect(JSON.stringify(audit)).not.toContain("Secret words");
    expect(statusOf(() => m.urgency.setUrgency(reader, row.id, { urgent: "true" }))).toBe(403);
    expect(statusOf(() => m.urgency.setUrgency(editor, row.id, { urgent: "perhaps" }))).toBe(400);
    expect(statusOf(() => m.urgency.setUrgency(editor, "nope", { urgent: "true" }))).toBe(404);
  });
});

describe("the answer by e-mail", () => {
  it("carries the free lines, first when the question is urgent", async () => {
    const { answerMail } = await import("./question-mails.server");
    const q = { publicQuestion: "", answerHtml: "<p>Our answer words</p>", answerText: "Our answer words" };
    for (const mail of [answerMail("a@b.rw", "rw", q), answerMail("a@b.rw", "rw", { ...q, urgent: true })]) {
      expect(mail.text).toContain("114");
      expect(mail.html).toContain("114");
    }
    const first = (mail: { text: string }) => mail.text.indexOf("114") < mail.text.indexOf("Our answer words");
    expect(first(answerMail("a@b.rw", "fr", q))).toBe(false);
    const urgent = answerMail("a@b.rw", "fr", { ...q, urgent: true });
    expect(first(urgent)).toBe(true);
    expect(urgent.html.indexOf("114")).toBeLessThan(urgent.html.indexOf("Our answer words"));
  });
});
