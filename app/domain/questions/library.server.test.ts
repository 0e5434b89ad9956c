import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("library-test");

type Modules = {
  lib: typeof import("./library.server");
  erasure: typeof import("./question-erasure.server");
  settings: typeof import("~/domain/settings/site-settings.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: Modules;
const DAY = 86_400_000;

type Row = Partial<import("~/server/schema").QuestionRow>;
function insert(fields: Row) {
  return m.dbm.db
    .insert(m.schema.questions)
    .values({ lang: "en", topic: "mental-health", answerWay: "library", original: "raw words", ...fields })
    .returning()
    .get();
}
const published = (fields: Row) =>
  insert({ status: "published", publishedAt: new Date(), answeredAt: new Date(), answer: "<p>x</p>", ...fields });
const search = (q: string, lang: "en" | "rw" | "fr" = "en") =>
  m.lib.listLibrary({ q, lang }, 1, 50).rows.map((r) => r.publicQuestion);

beforeAll(async () => {
  m = {
    lib: await import("./library.server"),
    erasure: await import("./question-erasure.server"),
    settings: await import("~/domain/settings/site-settings.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => tmp.cleanup());

describe("the library (issue 26)", () => {
  it("names every topic in each catalogue (the page's topic list is the catalogue's), in the table's order", async () => {
    const { CATALOGUES } = await import("~/i18n/catalogue");
    const { QUESTION_TOPICS } = await import("./schema");
    for (const lang of ["en", "rw", "fr"] as const)
      expect(Object.keys(CATALOGUES[lang].library.topics), lang).toEqual([...QUESTION_TOPICS]);
  });

  it("lists only published entries of the language, newest first, by topic", () => {
    const old = published({
      publicQuestion: "Is it normal to feel tired all the time?",
      publishedAt: new Date(Date.now() - 5 * DAY),
    });
    const recent = published({ publicQuestion: "How do I talk to my parents about stress?" });
    insert({ publicQuestion: "Draft about stress", status: "new" });
    published({ publicQuestion: "Ese ni ibisanzwe kumva unaniwe?", lang: "rw" });
    published({ publicQuestion: "Body question", topic: "body-puberty" });
    const list = m.lib.listLibrary({ lang: "en", topic: "mental-health" }, 1, 12);
    expect(list.rows.map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(list.total).toBe(2);
    expect(m.lib.findLibraryEntry(old.id)?.publicQuestion).toContain("tired");
  });

  it("searches with the blog's rules: accents folded, prefixes, the question weighted above the answer", () => {
    published({ publicQuestion: "Inquiétude avant les examens", lang: "fr", answerText: "Respirer aide." });
    published({ publicQuestion: "Les règles douloureuses", lang: "fr", answerText: "Parlez-en à une infirmière." });
    expect(search("inquietude", "fr")).toEqual(["Inquiétude avant les examens"]);
    expect(search("regle", "fr")).toEqual(["Les règles douloureuses"]);
    expect(search("infirm", "fr")).toEqual(["Les règles douloureuses"]);
    published({ publicQuestion: "Where can I get condoms?", answerText: "Youth corners give them free." });
    published({ publicQuestion: "Are youth corners free?", answerText: "Yes, and condoms too." });
    expect(search("condoms")).toEqual(["Where can I get condoms?", "Are youth corners free?"]);
    // FTS syntax is only words; a search with no word finds nothing; nothing unpublished is ever found.
    expect(search('condoms" OR "x')).toEqual([]);
    expect(search("***")).toEqual([]);
    expect(search("draft")).toEqual([]);
  });

  it("never returns an unpublished entry by id, and gives the API only public fields", () => {
    const hidden = insert({ publicQuestion: "Waiting", status: "answered", answerWay: "private" });
    expect(m.lib.findLibraryEntry(hidden.id)).toBeNull();
    expect(m.lib.findLibraryEntry("../etc")).toBeNull();
    const row = published({ publicQuestion: "Public", email: "a@b.rw", codeHash: "abc" });
    const json = m.lib.toQuestionJson(m.lib.findLibraryEntry(row.id)!);
    expect(Object.keys(json).sort()).toEqual(
      ["_id", "answer", "answerText", "excerpt", "lang", "publishedAt", "question", "topic", "updatedAt"].sort(),
    );
    expect(JSON.stringify(json)).not.toMatch(/raw words|a@b\.rw|abc"/);
  });
});

describe("the erasure job (issue 26)", () => {
  const state = (id: string) =>
    m.dbm.sqlite
      .prepare("select original, email, code_hash, public_question, answer, erased_at from questions where id = ?")
      .get(id) as Record<string, unknown>;

  it("erases what is due, keeps what is not, and does nothing twice", () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const pub = published({ publicQuestion: "Kept public", publishedAt: ago(31), answeredAt: ago(31) });
    const pubRecent = published({ publicQuestion: "Recent", publishedAt: ago(29), answeredAt: ago(29) });
    const priv = insert({
      answerWay: "private",
      status: "answered",
      codeHash: "h1",
      answer: "<p>private</p>",
      publicQuestion: "p",
      answeredAt: ago(40),
      readAt: ago(31),
    });
    // Read recently: the 30 days count from the reading.
    const privRead = insert({
      answerWay: "private",
      status: "answered",
      codeHash: "h2",
      answer: "<p>private</p>",
      answeredAt: ago(40),
      readAt: ago(2),
    });
    const mail = insert({
      answerWay: "email",
      status: "answered",
      email: "x@y.rw",
      answer: "<p>m</p>",
      answeredAt: ago(30.5),
    });
    const stale = insert({ status: "new", email: "z@y.rw", answerWay: "email", createdAt: ago(91) });
    const declined = insert({ status: "declined", createdAt: ago(91), answeredAt: ago(80) });
    const young = insert({ status: "new", createdAt: ago(89) });

    expect(m.erasure.eraseExpiredQuestions(now)).toEqual({ published: 1, answered: 2, unanswered: 2 });
    expect(state(pub.id)).toMatchObject({
      original: null,
      email: null,
      code_hash: null,
      public_question: "Kept public",
      answer: "<p>x</p>",
    });
    expect(state(pub.id).erased_at).toBe(now);
    expect(m.lib.findLibraryEntry(pub.id)?.publicQuestion).toBe("Kept public");
    // Its public words did not change: nor does its date of change (the sitemap's lastmod).
    expect(m.lib.findLibraryEntry(pub.id)?.updatedAt.getTime()).toBe(pub.updatedAt.getTime());
    for (const id of [priv.id, mail.id, stale.id, declined.id])
      expect(state(id)).toMatchObject({
        original: null,
        email: null,
        code_hash: null,
        public_question: "",
        answer: "",
      });
    for (const id of [pubRecent.id, privRead.id, young.id])
      expect(state(id)).toMatchObject({ original: "raw words", erased_at: null });

    expect(m.erasure.eraseExpiredQuestions(now + 1000)).toEqual({ published: 0, answered: 0, unanswered: 0 });
    expect(state(pub.id).erased_at).toBe(now);
  });

  it("follows shorter settings, never longer ones", async () => {
    const admin = m.dbm.db
      .insert(m.schema.users)
      .values({ name: "A", email: "admin-erasure@example.org", passwordHash: "x", role: "admin", isVerified: true })
      .returning()
      .get();
    expect(() =>
      m.settings.saveSettingsSection(admin, "questions", { keepAfterAnswerDays: 31, keepUnansweredDays: 90 }),
    ).toThrow(/at most 30 days/);
    expect(() =>
      m.settings.saveSettingsSection(admin, "questions", { keepAfterAnswerDays: 30, keepUnansweredDays: 0 }),
    ).toThrow(/at least 1 day/);
    m.settings.saveSettingsSection(admin, "questions", { keepAfterAnswerDays: 7, keepUnansweredDays: 14 });
    const now = Date.now();
    const q = published({ publicQuestion: "Short", publishedAt: new Date(now - 8 * DAY) });
    const n = insert({ status: "new", createdAt: new Date(now - 15 * DAY) });
    const keep = insert({ status: "new", createdAt: new Date(now - 13 * DAY) });
    m.erasure.eraseExpiredQuestions(now);
    expect(state(q.id).original).toBeNull();
    expect(state(n.id).original).toBeNull();
    expect(state(keep.id).original).toBe("raw words");
  });
});
