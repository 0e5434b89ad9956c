import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestUser, withTempDataDir, statusOf } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("question-answers-test");

type Modules = {
  answers: typeof import("./question-answers.server");
  alerts: typeof import("./question-alerts.server");
  admin: typeof import("~/routes/admin/questions.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  questions: typeof import("./schema");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"admin" | "editor" | "author" | "reader", User> = {} as never;

const SECRET_TEXT = "My name is Aline at Groupe Scolaire X and I am scared";

function ask(values: Partial<import("./schema").QuestionRow> = {}) {
  return m.dbm.db
    .insert(m.questions.questions)
    .values({ lang: "en", topic: "mental-health", answerWay: "library", original: SECRET_TEXT, ...values })
    .returning()
    .get();
}
const rowOf = (id: string) =>
  m.dbm.db
    .select()
    .from(m.questions.questions)
    .all()
    .find((q) => q.id === id)!;
const mails = (kind: string) =>
  m.dbm.db
    .select()
    .from(m.schema.mailOutbox)
    .all()
    .filter((r) => r.kind === kind);
const step = (u: User | null, id: string, intent: string, input: Record<string, unknown> = {}) =>
  m.answers.answerStep(u, id, intent, input);

beforeAll(async () => {
  m = {
    answers: await import("./question-answers.server"),
    alerts: await import("./question-alerts.server"),
    admin: await import("~/routes/admin/questions.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    questions: await import("./schema"),
  };
  Object.assign(users, {
    admin: addTestUser(m, "admin", "admin"),
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
    reader: addTestUser(m, "reader", "user"),
  });
});

afterAll(async () => {
  // The outbox sends in the background (to DATA_DIR/outbox): let it finish before the database closes.
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

describe("the queue", () => {
  it("puts urgent questions first, then the oldest, and counts those waiting", () => {
    const old = ask({ createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const urgent = ask({ urgent: true, createdAt: new Date(Date.now() - 3_600_000) });
    const fresh = ask({});
    const screen = m.admin.queueScreen(new URL("http://x/admin/questions"));
    const ids = screen.items.map((i) => i.id);
    expect(ids.indexOf(urgent.id)).toBe(0);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(screen.items[0]).toMatchObject({ urgent: true, topic: "Mental health", way: "Public library" });
    expect(m.admin.waitingCounts()).toMatchObject({ urgent: 1 });
    expect(m.admin.ageLabel(new Date(Date.now() - 3 * 86_400_000))).toBe("3 days");
  });
});

describe("the steps", () => {
  it("refuses anyone without questions:answer", () => {
    const q = ask();
    expect(statusOf(() => step(null, q.id, "save", {}))).toBe(401);
    expect(statusOf(() => step(users.author, q.id, "save", {}))).toBe(403);
    expect(statusOf(() => step(users.reader, q.id, "save", {}))).toBe(403);
    expect(statusOf(() => step(users.editor, "nope", "save", {}))).toBe(404);
    expect(statusOf(() => step(users.editor, q.id, "explode", {}))).toBe(400);
  });

  it("publishes a library question with a sanitised answer and its plain text; the audit holds no text", () => {
    const q = ask();
    expect(statusOf(() => step(users.editor, q.id, "publish", { answer: "<p>Hi</p>" }))).toBe(400); // no public version
    step(users.editor, q.id, "publish", {
      publicQuestion: "Is it normal to feel anxious before exams?",
      answer: '<p>Yes. <script>alert(1)</script><a href="javascript:x">Breathe</a></p>',
    });
    const row = rowOf(q.id);
    expect(row.status).toBe("published");
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.answeredBy).toBe(users.editor.id);
    expect(row.answer).not.toMatch(/script|javascript/);
    expect(row.answerText).toBe("Yes. Breathe");
    const audit = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((a) => a.targetId === q.id);
    expect(audit.map((a) => a.action)).toEqual(["question.publish"]);
    expect(JSON.stringify(audit)).not.toMatch(/Aline|anxious|Breathe/);
    // Once published it cannot be published again (another tab): 409.
    expect(statusOf(() => step(users.admin, q.id, "publish", { answer: "<p>x</p>" }))).toBe(409);
    step(users.admin, q.id, "unpublish");
    expect(rowOf(q.id)).toMatchObject({ status: "new", publishedAt: null, answeredAt: null });
  });

  it("keeps the way the asker chose", () => {
    const q = ask({ answerWay: "private", codeHash: "a".repeat(64) });
    expect(statusOf(() => step(users.editor, q.id, "publish", { answer: "<p>x</p>", publicQuestion: "x" }))).toBe(409);
    expect(statusOf(() => step(users.editor, q.id, "answer_private", {}))).toBe(400); // no answer yet
    step(users.editor, q.id, "answer_private", { answer: "<p>Here is our answer</p>" });
    expect(rowOf(q.id).status).toBe("answered");
    const gone = ask({ answerWay: "private", codeHash: null });
    expect(statusOf(() => step(users.editor, gone.id, "answer_private", { answer: "<p>x</p>" }))).toBe(409);
  });

  it("mails the answer in the asker's language and forgets the address as it is queued", () => {
    const q = ask({ answerWay: "email", email: "asker@example.org", lang: "rw" });
    step(users.editor, q.id, "answer_email", { answer: "<p>Igisubizo cyacu</p>", answerFormat: "" });
    const row = rowOf(q.id);
    expect(row).toMatchObject({ status: "answered", email: null });
    const mail = mails("question-answer").find((r) => r.toAddress === "asker@example.org")!;
    expect(mail.subject).toMatch(/^Igisubizo cya /);
    expect(mail.text).toContain("Igisubizo cyacu");
    expect(mail.text).toContain("114");
    expect(mail.text).not.toContain("Aline");
  });

  it("turns the no-JavaScript box's plain text into HTML", () => {
    const q = ask({ answerWay: "private", codeHash: "b".repeat(64) });
    step(users.editor, q.id, "save", { answer: "First paragraph\n\n- one\n- two", answerFormat: "text" });
    expect(rowOf(q.id).answer).toBe("<p>First paragraph</p><ul><li>one</li><li>two</li></ul>");
  });

  it("declines with a reason kept for staff", () => {
    const q = ask({ answerWay: "email", email: "x@example.org" });
    expect(statusOf(() => step(users.editor, q.id, "decline", { declineReason: " " }))).toBe(400);
    step(users.editor, q.id, "decline", { declineReason: "Spam" });
    expect(rowOf(q.id)).toMatchObject({ status: "declined", declineReason: "Spam", email: null });
  });

  it("goes to a second reader, who is someone else, and comes back with a note or is approved", async () => {
    const q = ask();
    const input = { publicQuestion: "Public version", answer: "<p>Draft</p>" };
    step(users.editor, q.id, "submit_review", input);
    expect(rowOf(q.id)).toMatchObject({ status: "in-review", reviewRequestedBy: users.editor.id });
    expect(mails("question-review").map((r) => r.toAddress)).toContain(users.admin.email);
    expect(statusOf(() => step(users.editor, q.id, "approve", {}))).toBe(403);
    expect(statusOf(() => step(users.admin, q.id, "send_back", { reviewNote: "" }))).toBe(400);
    step(users.admin, q.id, "send_back", { reviewNote: "Add the help lines" });
    expect(rowOf(q.id)).toMatchObject({ status: "new", reviewNote: "Add the help lines" });
    step(users.editor, q.id, "submit_review", { answer: "<p>Better</p>" });
    step(users.admin, q.id, "approve", {});
    expect(rowOf(q.id)).toMatchObject({ status: "published", answerText: "Better", answeredBy: users.admin.id });
    // Each step reads as a sentence of its own on the dashboard.
    const { hasSentence } = await import("~/domain/audit/activity.server");
    const actions = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((a) => a.targetType === "question")
      .map((a) => a.action);
    expect(actions).toContain("question.approve_publish");
    for (const action of actions) expect(hasSentence(action), action).toBe(true);
  });
});

describe("telling editors", () => {
  it("alerts at once about an urgent question, without its text, and only once", () => {
    const q = ask({ urgent: true, original: "I want to end my life" });
    m.alerts.alertIfUrgent(q.id);
    m.alerts.alertIfUrgent(q.id);
    const alerts = mails("question-alert");
    expect(alerts.map((a) => a.toAddress).sort()).toEqual([users.admin.email, users.editor.email].sort());
    expect(alerts[0]!.text).toContain(`/admin/questions/${q.id}`);
    expect(alerts[0]!.text).not.toContain("end my life");
    expect(rowOf(q.id).notifiedAt).toBeInstanceOf(Date);
    const calm = ask();
    m.alerts.alertIfUrgent(calm.id);
    expect(rowOf(calm.id).notifiedAt).toBeNull();
  });

  it("alerts on the job's next run about an urgent question whose alert never went", () => {
    const before = mails("question-alert").length;
    const q = ask({ urgent: true });
    // The queue's urgent question (never alerted) is among them.
    const missed = m.alerts.alertMissedUrgent();
    expect(missed).toBeGreaterThanOrEqual(1);
    expect(m.alerts.alertMissedUrgent()).toBe(0);
    expect(mails("question-alert").length).toBe(before + 2 * missed);
    expect(rowOf(q.id).notifiedAt).toBeInstanceOf(Date);
  });

  it("sends one summary a day after 07:00 site time, with counts by topic and no text", () => {
    // Africa/Kigali is UTC+2: 04:00 UTC is 06:00 there, 06:00 UTC is 08:00.
    const early = new Date("2030-03-10T04:00:00Z");
    expect(m.alerts.sendQuestionDigest(early)).toBeUndefined();
    const message = m.alerts.sendQuestionDigest(new Date("2030-03-10T06:00:00Z"));
    expect(message).toMatch(/summary of \d+ question\(s\) to 2 editor\(s\)/);
    const digest = mails("question-digest");
    expect(digest).toHaveLength(2);
    expect(digest[0]!.text).toMatch(/Mental health: \d+/);
    expect(digest[0]!.text).not.toMatch(/Aline|scared/);
    // Nothing left unannounced, and the same day sends no second summary even with a new question.
    ask({ topic: "relationships" });
    expect(m.alerts.sendQuestionDigest(new Date("2030-03-10T12:00:00Z"))).toBeUndefined();
    expect(m.alerts.sendQuestionDigest(new Date("2030-03-11T06:00:00Z"))).toMatch(/summary of 1 question/);
    expect(mails("question-digest").at(-1)!.text).toContain("Relationships: 1");
  });
});
