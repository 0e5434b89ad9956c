import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("private-code-test");

type Modules = {
  code: typeof import("./private-code.server");
  ask: typeof import("./ask.server");
  dbm: typeof import("~/platform/data/db.server");
  q: typeof import("./schema");
};
let m: Modules;

beforeAll(async () => {
  m = {
    code: await import("./private-code.server"),
    ask: await import("./ask.server"),
    dbm: await import("~/platform/data/db.server"),
    q: await import("./schema"),
  };
});
afterAll(() => tmp.cleanup());

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
};

describe("private codes (issue 26)", () => {
  it("are 16 Crockford symbols (80 bits) in four groups, each new", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => m.code.newPrivateCode()));
    expect(codes.size).toBe(2000);
    for (const c of [...codes].slice(0, 50)) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Every symbol of the alphabet turns up: the bits are spread over all 32.
    expect(new Set([...codes].join("").replace(/-/g, "")).size).toBe(32);
  });

  it("are read in any case, with or without dashes or spaces, O/0 I/L/1 folded", () => {
    expect(m.code.normaliseCode("k7qm-2xhd-9pwa-rt3c")).toBe("K7QM2XHD9PWART3C");
    expect(m.code.normaliseCode(" K7QM 2XHD 9PWA RT3C ")).toBe("K7QM2XHD9PWART3C");
    expect(m.code.normaliseCode("1O1O-ILIL-0000-1111")).toBe("1010111100001111");
    expect(m.code.normaliseCode("K7QM-2XHD-9PWA-RT3")).toBeNull();
    expect(m.code.normaliseCode("K7QM-2XHD-9PWA-RT3U")).toBeNull();
    expect(m.code.normaliseCode("")).toBeNull();
  });
});

describe("asking and opening with a code", () => {
  const input = (extra: Record<string, string> = {}) => ({
    question: "How do I know my feelings are normal?",
    topic: "mental-health",
    answerWay: "private",
    ...extra,
  });

  it("stores only the code's hash, and opens the answer once it is given, setting read_at the first time", () => {
    const receipt = m.ask.askQuestion(input(), { ip: "10.0.0.1", lang: "rw" });
    expect(receipt.code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    const rows = m.dbm.db.select().from(m.q.questions).all();
    const row = rows.find((r) => r.codeHash === m.code.hashCode(m.code.normaliseCode(receipt.code!)!))!;
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(receipt.code!.replace(/-/g, ""));
    expect(row.lang).toBe("rw");
    expect(row.email).toBeNull();

    expect(m.code.openPrivateAnswer(receipt.code!.toLowerCase(), "10.0.0.2")).toMatchObject({ state: "waiting" });
    const answeredAt = new Date("2026-11-20T10:00:00Z");
    m.dbm.db
      .update(m.q.questions)
      .set({ status: "answered", answer: "<p>Yes.</p>", answerText: "Yes.", answeredAt })
      .where(eq(m.q.questions.id, row.id))
      .run();
    const first = new Date("2026-11-21T10:00:00Z");
    expect(m.code.openPrivateAnswer(receipt.code!.replace(/-/g, " "), "10.0.0.2", first)).toMatchObject({
      state: "answered",
      answer: "<p>Yes.</p>",
      question: "How do I know my feelings are normal?",
    });
    m.code.openPrivateAnswer(receipt.code!, "10.0.0.2", new Date("2026-11-22T10:00:00Z"));
    const after = m.dbm.db.select().from(m.q.questions).where(eq(m.q.questions.id, row.id)).get()!;
    expect(after.readAt?.toISOString()).toBe(first.toISOString());

    // Expired: the erasure job clears the hash; the code then says what a wrong one says.
    m.dbm.db.update(m.q.questions).set({ codeHash: null, original: null }).where(eq(m.q.questions.id, row.id)).run();
    const expired = status(() => m.code.openPrivateAnswer(receipt.code!, "10.0.0.3"));
    const wrong = status(() => m.code.openPrivateAnswer("AAAA-BBBB-CCCC-DDDD", "10.0.0.3"));
    expect(expired).toEqual(wrong);
    expect(wrong.status).toBe(404);
  });

  it("says a declined question was not answered here, without the staff's reason, and starts no clock", () => {
    const receipt = m.ask.askQuestion(input(), { ip: "10.0.2.1", lang: "fr" });
    const hash = m.code.hashCode(m.code.normaliseCode(receipt.code!)!);
    m.dbm.db
      .update(m.q.questions)
      .set({ status: "declined", declineReason: "Staff-only reason", answeredAt: new Date() })
      .where(eq(m.q.questions.codeHash, hash))
      .run();
    const opened = m.code.openPrivateAnswer(receipt.code!, "10.0.2.2");
    expect(opened.state).toBe("declined");
    expect(JSON.stringify(opened)).not.toContain("Staff-only reason");
    const row = m.dbm.db.select().from(m.q.questions).where(eq(m.q.questions.codeHash, hash)).get()!;
    expect(row.readAt).toBeNull();
  });

  it("counts failures per client and then refuses even a right code, with 429", () => {
    const receipt = m.ask.askQuestion(input(), { ip: "10.0.1.1", lang: "en" });
    for (let i = 0; i < 10; i++)
      expect(status(() => m.code.openPrivateAnswer("nonsense", "10.0.1.9")).status).toBe(404);
    expect(status(() => m.code.openPrivateAnswer(receipt.code!, "10.0.1.9")).status).toBe(429);
    // Another client is not held back, and successes do not count.
    for (let i = 0; i < 12; i++) expect(m.code.openPrivateAnswer(receipt.code!, "10.0.1.8").state).toBe("waiting");
  });
});
