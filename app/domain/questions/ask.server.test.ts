import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("ask-test");

type Modules = {
  ask: typeof import("./ask.server");
  key: typeof import("./client-key.server");
  dbm: typeof import("~/platform/data/db.server");
  q: typeof import("./schema");
  rl: typeof import("~/platform/http/schema");
};
let m: Modules;

beforeAll(async () => {
  m = {
    ask: await import("./ask.server"),
    key: await import("./client-key.server"),
    dbm: await import("~/platform/data/db.server"),
    q: await import("./schema"),
    rl: await import("~/platform/http/schema"),
  };
});
afterAll(() => tmp.cleanup());

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
};
const all = () => m.dbm.db.select().from(m.q.questions).all();
let n = 0;
const ip = () => `10.9.0.${++n}`;

describe("asking a question (issue 26)", () => {
  it("keeps the question, topic, age and way; an e-mail address only for an answer by e-mail", () => {
    m.ask.askQuestion(
      { question: "Is it normal?", topic: "body-puberty", ageRange: "15-17", answerWay: "library", email: "x@y.rw" },
      { ip: ip(), lang: "fr" },
    );
    m.ask.askQuestion(
      { question: "By mail please", topic: "other", ageRange: "", answerWay: "email", email: " Kid@Example.RW " },
      { ip: ip(), lang: "en" },
    );
    const [library, email] = all().slice(-2);
    expect(library).toMatchObject({ lang: "fr", topic: "body-puberty", ageRange: "15-17", answerWay: "library" });
    expect(library!.email).toBeNull();
    expect(library!.codeHash).toBeNull();
    expect(email).toMatchObject({ answerWay: "email", email: "kid@example.rw", ageRange: null, status: "new" });
  });

  it("defaults to the library, and refuses what is missing or wrong with field messages", () => {
    const receipt = m.ask.askQuestion({ question: "Hello?", topic: "other" }, { ip: ip(), lang: "en" });
    expect(receipt).toMatchObject({ way: "library", code: null, urgent: false });
    expect(
      refusal(() => m.ask.askQuestion({ question: " ", topic: "other" }, { ip: ip(), lang: "en" })).fields,
    ).toMatchObject({ question: "Write your question" });
    expect(refusal(() => m.ask.askQuestion({ question: "x", topic: "cars" }, { ip: ip(), lang: "en" })).status).toBe(
      400,
    );
    expect(
      refusal(() => m.ask.askQuestion({ question: "x", topic: "other", answerWay: "email" }, { ip: ip(), lang: "en" }))
        .fields,
    ).toMatchObject({ email: "Enter the e-mail address the answer should go to, or choose another way" });
    expect(
      refusal(() =>
        m.ask.askQuestion(
          { question: "x", topic: "other", answerWay: "email", email: "nope" },
          { ip: ip(), lang: "en" },
        ),
      ).fields,
    ).toMatchObject({ email: "Please enter a valid email address" });
  });

  it("takes exactly 2,000 characters (a browser's CR LF counted as one) and refuses 2,001", () => {
    const before = all().length;
    const lines = `${"a".repeat(998)}\r\n${"b".repeat(1001)}`; // 2,000 as typed, 2,001 bytes-ish as sent
    m.ask.askQuestion({ question: lines, topic: "other" }, { ip: ip(), lang: "en" });
    expect(all().at(-1)!.original).toHaveLength(2000);
    const tooLong = refusal(() =>
      m.ask.askQuestion({ question: "c".repeat(2001), topic: "other" }, { ip: ip(), lang: "en" }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe("Your question is too long (2000 characters at most)");
    expect(all().length).toBe(before + 1);
  });

  it("marks a question with danger signs urgent, with the kinds found", () => {
    const receipt = m.ask.askQuestion(
      { question: "Papa arankubita kandi ndashaka kwiyahura", topic: "mental-health" },
      { ip: ip(), lang: "rw" },
    );
    expect(receipt).toMatchObject({ urgent: true, signs: ["self-harm", "violence-at-home"] });
    expect(all().at(-1)).toMatchObject({ urgent: true, dangerSigns: ["self-harm", "violence-at-home"] });
  });

  it("allows ten valid questions an hour from one client, keyed by a digest that is not the address", () => {
    const client = "192.0.2.77";
    const bad = refusal(() => m.ask.askQuestion({ question: "", topic: "other" }, { ip: client, lang: "en" }));
    expect(bad.status).toBe(400); // invalid ones do not count
    for (let i = 0; i < 10; i++) m.ask.askQuestion({ question: `q ${i}`, topic: "other" }, { ip: client, lang: "en" });
    const eleventh = refusal(() => m.ask.askQuestion({ question: "q 11", topic: "other" }, { ip: client, lang: "en" }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.message).toBe("You have sent several questions in the last hour. Please try again later.");
    const keys = m.dbm.db
      .select()
      .from(m.rl.rateLimits)
      .all()
      .map((r) => r.key);
    expect(keys.some((k) => k.startsWith("ask:client:"))).toBe(true);
    expect(keys.join(" ")).not.toContain(client);
    // Tomorrow the same address has another key.
    expect(m.key.clientKey(client, "ask", new Date("2026-11-26T10:00:00Z"))).not.toBe(
      m.key.clientKey(client, "ask", new Date("2026-11-27T10:00:00Z")),
    );
  });
});
