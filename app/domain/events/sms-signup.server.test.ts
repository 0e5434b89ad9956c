import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { FAKE_AT_CREDENTIALS, startFakeAfricasTalking } from "../../../scripts/harness/fake-africastalking.mjs";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 38: a sign-up by phone, confirmed by the texted code (or its link), reminded and told of changes by SMS.
const tmp = withTempDataDir("sms-signup-test");
let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
type M = {
  code: typeof import("./sms-signup.server");
  signups: typeof import("./signups.server");
  capacity: typeof import("./capacity.server");
  rem: typeof import("./reminders.server");
  change: typeof import("./change-mails.server");
  outbox: typeof import("~/domain/sms/outbox.server");
  sms: typeof import("~/domain/sms/schema");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
  links: typeof import("~/domain/sms/short-links.server");
};
let m: M;
let rows: ReturnType<typeof eventRows>;
const logLines: string[] = [];
const originalWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  Object.assign(process.env, FAKE_AT_CREDENTIALS, {
    AFRICASTALKING_API_URL: fake.url,
    SMS_TIMEOUT_SECONDS: "1",
    SESSION_SECRET: "unit-secret-0123456789abcdef",
    APP_URL: "https://youth.example.org",
  });
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    logLines.push(String(chunk));
    return originalWrite(chunk, ...rest);
  }) as typeof process.stdout.write;
  m = {
    code: await import("./sms-signup.server"),
    signups: await import("./signups.server"),
    capacity: await import("./capacity.server"),
    rem: await import("./reminders.server"),
    change: await import("./change-mails.server"),
    outbox: await import("~/domain/sms/outbox.server"),
    sms: await import("~/domain/sms/schema"),
    dbm: await import("~/platform/data/db.server"),
    ev: await import("./schema"),
    links: await import("~/domain/sms/short-links.server"),
  };
  rows = eventRows(m);
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await m?.outbox.smsIdle();
  await fake?.close();
  m?.dbm.sqlite.close();
  tmp.cleanup();
});
beforeEach(() => {
  m.dbm.sqlite.prepare("delete from rate_limits").run();
  fake.reset();
});

let n = 0;
const newNumber = () => `25078${String(2_000_000 + ++n).slice(-7)}`;
const local = (digits: string) => `0${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
const rejects = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
};
const signupRow = (id: string) => m.dbm.db.select().from(m.ev.eventSignups).where(eq(m.ev.eventSignups.id, id)).get()!;
const textsTo = (to: string) => m.dbm.db.select().from(m.sms.smsOutbox).where(eq(m.sms.smsOutbox.toNumber, to)).all();
/** The code as the person reads it in the text the fake received. */
async function codeTexted(to: string) {
  await m.outbox.deliverDueSms();
  const got = fake.messages().filter((x) => x.to === `+${to}`);
  const match = /\b(\d{6})\b/.exec(String(got.at(-1)?.message ?? ""));
  if (!match) throw new Error("no code texted");
  return match[1]!;
}
function openDate(capacity = 10) {
  const event = rows.event({ capacity, maxPerSignup: 4 });
  return rows.date(event.id, new Date(Date.now() + 10 * 86_400_000));
}
const bySms = (dateId: string, to: string, extra: Record<string, unknown> = {}) => ({
  dateId,
  name: "Aline",
  channel: "sms",
  smsTo: local(to),
  smsConsent: "on",
  consent: "on",
  people: "2",
  ...extra,
});

describe("sign-up by SMS", () => {
  it("needs a Rwandan number and its own ticked box, not an e-mail", () => {
    const date = openDate();
    const bad = rejects(() => m.signups.signUp(bySms(date.id, "x", { smsTo: "12345", smsConsent: "" }), "en"));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["smsConsent", "smsTo"]);
  });

  it("holds the places as pending, keeps the consent's words and texts a code that confirms it once", async () => {
    const date = openDate(10);
    const to = newNumber();
    const out = m.signups.signUp(bySms(date.id, to), "rw");
    expect(out).toMatchObject({ status: "pending", channel: "sms", confirmed: false });
    const row = signupRow(out.signupId);
    expect(row).toMatchObject({ smsTo: to, email: null, emailKey: null, status: "pending", smsCodeTries: 0 });
    expect(m.capacity.placesLeft(date.id)).toBe(8);
    const consent = m.dbm.db
      .select()
      .from(m.sms.smsConsents)
      .where(eq(m.sms.smsConsents.subject, `event-signup:${row.id}`))
      .get();
    expect(consent).toMatchObject({ toNumber: to, purpose: "event", lang: "rw" });
    expect(consent?.wording).toContain("kode");
    const code = await codeTexted(to);
    expect(row.smsCodeHash).not.toContain(code);
    expect(fake.messages().at(-1)?.message).toMatch(/https:\/\/youth\.example\.org\/r\/[\w-]{8}/);

    const confirmed = m.code.checkSmsCode(row.id, code, "rw");
    expect(confirmed).toMatchObject({ status: "confirmed", smsCodeHash: null });
    expect(m.capacity.placesLeft(date.id)).toBe(8);
    // Typed again (a double submit): still confirmed, nothing else changes.
    expect(m.code.checkSmsCode(row.id, code, "rw").status).toBe("confirmed");
  });

  it("refuses a wrong code with the tries left, and after five a new code is needed", async () => {
    const date = openDate();
    const to = newNumber();
    const { signupId } = m.signups.signUp(bySms(date.id, to), "en");
    const code = await codeTexted(to);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(rejects(() => m.code.checkSmsCode(signupId, "12a", "en"))).toMatchObject({ status: 400 });
    for (let i = 1; i <= 4; i++)
      expect(rejects(() => m.code.checkSmsCode(signupId, wrong, "en"))).toMatchObject({
        status: 400,
        message: `This code is not right. You can try ${5 - i} more time${5 - i === 1 ? "" : "s"}.`,
      });
    expect(rejects(() => m.code.checkSmsCode(signupId, wrong, "en"))).toMatchObject({ status: 409 });
    expect(rejects(() => m.code.checkSmsCode(signupId, code, "en"))).toMatchObject({ status: 409 });
    expect(signupRow(signupId)).toMatchObject({ status: "pending", confirmedAt: null, smsCodeTries: 5 });

    m.code.resendSmsCode(signupId, "client-a", "en");
    const second = await codeTexted(to);
    expect(m.code.checkSmsCode(signupId, second, "en").status).toBe("confirmed");
  });

  it("is confirmed by the short link in the same text, as by the e-mailed link", async () => {
    const date = openDate();
    const to = newNumber();
    const { signupId } = m.signups.signUp(bySms(date.id, to), "fr");
    await codeTexted(to);
    const code = /\/r\/([\w-]{8})/.exec(String(fake.messages().at(-1)?.message))![1]!;
    const target = m.links.resolveShortLink(code)!;
    expect(target).toMatch(/^\/fr\/events\/confirm\/[\w-]+$/);
    expect(m.signups.confirmSignup(target.split("/").pop()!)?.status).toBe("confirmed");
    expect(signupRow(signupId).status).toBe("confirmed");
    // The link expires with the code.
    expect(m.links.resolveShortLink(code, new Date(Date.now() + 31 * 60_000))).toBeNull();
  });

  it("refuses a code past its 30 minutes", async () => {
    const date = openDate();
    const to = newNumber();
    const { signupId } = m.signups.signUp(bySms(date.id, to), "fr");
    const code = await codeTexted(to);
    const later = Date.now() + 31 * 60_000;
    expect(rejects(() => m.code.checkSmsCode(signupId, code, "fr", later))).toMatchObject({ status: 409 });
  });

  it("texts a number at most three times an hour (429 with a clear message)", () => {
    const date = openDate();
    const to = newNumber();
    const { signupId } = m.signups.signUp(bySms(date.id, to), "en");
    m.code.recordSmsSent(to, "client-b");
    m.code.resendSmsCode(signupId, "client-b", "en");
    m.code.resendSmsCode(signupId, "client-c", "en");
    const refused = rejects(() => m.code.resendSmsCode(signupId, "client-d", "en"));
    expect(refused).toMatchObject({ status: 429, message: expect.stringContaining("Try again in an hour") });
  });

  it("is refused past the month's cap (its code would be withheld)", () => {
    const date = openDate();
    m.dbm.sqlite
      .prepare("insert or replace into site_settings (key, value, updated_at) values ('sms', ?, ?)")
      .run(JSON.stringify({ monthlyCap: 0 }), Date.now());
    try {
      expect(rejects(() => m.signups.signUp(bySms(date.id, newNumber()), "en"))).toMatchObject({ status: 409 });
    } finally {
      m.dbm.sqlite.prepare("delete from site_settings where key = 'sms'").run();
    }
  });

  it("counts an unconfirmed sign-up like an e-mailed one: its places are freed after 48 hours", () => {
    const date = openDate(2);
    const to = newNumber();
    m.signups.signUp(bySms(date.id, to), "en");
    expect(m.capacity.placesLeft(date.id)).toBe(0);
    expect(m.capacity.placesLeft(date.id, undefined, Date.now() + 49 * 3_600_000)).toBe(2);
  });
});

describe("texts to SMS sign-ups", () => {
  it("reminds each confirmed SMS sign-up once, across a restart", async () => {
    const event = rows.event({ title: "Clean-up day" });
    const date = rows.date(event.id, new Date("2027-03-06T07:00:00Z"));
    const to = newNumber();
    const person = rows.signup(date.id, "sms1", { email: null, emailKey: null, smsTo: to, lang: "en" });
    m.dbm.db.transaction((tx) =>
      tx
        .insert(m.sms.smsConsents)
        .values({ toNumber: to, purpose: "event", subject: `event-signup:${person.id}`, wording: "x", lang: "en" })
        .run(),
    );
    const due = Date.parse("2027-03-05T16:00:00Z");
    expect(m.rem.sendDueReminders(due)).toMatchObject({ dates: 1, texts: 1 });
    vi.resetModules();
    const again = await import("./reminders.server");
    expect(again.sendDueReminders(due + 60_000)).toMatchObject({ dates: 0, texts: 0 });
    const texts = textsTo(to).filter((r) => r.kind === "event-reminder");
    expect(texts).toHaveLength(1);
    expect(texts[0]!.message).toContain("Clean-up day is tomorrow");
  });

  it("texts a moved time, a new place and a cancellation, not other edits", () => {
    const event = rows.event({ title: "Open mic", placeName: "Kimisagara Youth Centre" });
    const date = rows.date(event.id, new Date("2027-04-03T07:00:00Z"));
    const to = newNumber();
    const person = rows.signup(date.id, "sms2", { email: null, emailKey: null, smsTo: to, lang: "en" });
    rows.signup(date.id, "sms3", { email: null, emailKey: null, smsTo: newNumber(), status: "pending" });
    m.dbm.db
      .insert(m.sms.smsConsents)
      .values({ toNumber: to, purpose: "event", subject: `event-signup:${person.id}`, wording: "x", lang: "en" })
      .run();
    const tell = (change: "moved" | "cancelled" | "updated", placeChanged = false) =>
      m.dbm.db.transaction((tx) => m.change.queueChangeMails(tx, { dateIds: [date.id], change, placeChanged }));
    tell("updated");
    expect(textsTo(to)).toHaveLength(0);
    tell("updated", true);
    tell("moved");
    tell("cancelled");
    const texts = textsTo(to).map((r) => r.message);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain("Open mic has moved to Kimisagara Youth Centre");
    expect(texts[1]).toMatch(/Open mic has moved to Apr 03, 09:00/);
    expect(texts[2]).toContain("Open mic on Apr 03, 09:00 is cancelled");
  });

  it("never writes a number or a code to the log", () => {
    const all = logLines.join("");
    for (let i = 1; i <= n; i++) expect(all).not.toContain(`78${String(2_000_000 + i).slice(-7)}`);
  });
});
