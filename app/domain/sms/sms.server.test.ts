import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_AT_CREDENTIALS, startFakeAfricasTalking } from "../../../scripts/harness/fake-africastalking.mjs";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// The SMS outbox, its callbacks and its cap against a fake Africa's Talking over HTTP and the real SQLite file.
const tmp = withTempDataDir("sms-test");
let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
type M = {
  outbox: typeof import("./outbox.server");
  callbacks: typeof import("./callbacks.server");
  consent: typeof import("./consent.server");
  cap: typeof import("./cap.server");
  links: typeof import("./short-links.server");
  schema: typeof import("./schema");
  dbm: typeof import("~/platform/data/db.server");
  mail: typeof import("~/platform/mail/schema");
  users: typeof import("~/domain/people/schema");
};
let m: M;
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
    outbox: await import("./outbox.server"),
    callbacks: await import("./callbacks.server"),
    consent: await import("./consent.server"),
    cap: await import("./cap.server"),
    links: await import("./short-links.server"),
    schema: await import("./schema"),
    dbm: await import("~/platform/data/db.server"),
    mail: await import("~/platform/mail/schema"),
    users: await import("~/domain/people/schema"),
  };
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await fake?.close();
  m?.dbm.sqlite.close();
  tmp.cleanup();
});
beforeEach(() => {
  for (const table of [m.schema.smsOutbox, m.schema.smsOptOuts, m.schema.smsConsents, m.mail.mailOutbox])
    m.dbm.db.delete(table).run();
  m.dbm.sqlite.prepare("delete from site_settings where key like 'sms%'").run();
  fake.reset();
});

let n = 0;
const newNumber = () => `25078${String(1_000_000 + ++n).slice(-7)}`;
function queue(kind: "receipt" | "event-reminder" = "event-reminder", to = newNumber()) {
  const id = m.dbm.db.transaction((tx) => {
    const consentId = m.consent.recordConsent(tx, to, kind === "receipt" ? "receipt" : "event", "Text me", "en");
    return m.outbox.enqueueSms(tx, { to, kind, message: `Hello ${kind}`, consentId });
  });
  return { id: id!, to };
}
const row = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.smsOutbox)
    .all()
    .find((r) => r.id === id)!;
const sentTo = (to: string) => fake.messages().filter((x) => x.to === `+${to}`);

describe("the SMS outbox", () => {
  it("sends once with the documented request and keeps the id and the cost", async () => {
    const { id, to } = queue();
    expect(await m.outbox.deliverDueSms()).toMatchObject({ sent: 1 });
    expect(sentTo(to)).toEqual([expect.objectContaining({ message: "Hello event-reminder", username: "sandbox" })]);
    expect(row(id)).toMatchObject({ status: "sent", message: "", costAmount: 20, costCurrency: "RWF", attempts: 1 });
    expect(row(id).providerId).toMatch(/^ATXid_/);
    await m.outbox.deliverDueSms();
    expect(sentTo(to)).toHaveLength(1);
  });

  it("gives up on 403 InvalidPhoneNumber, retries 405, a 500 and a hang later", async () => {
    const bad = queue();
    fake.steer(`+${bad.to}`, "403");
    await m.outbox.deliverDueSms();
    expect(row(bad.id)).toMatchObject({ status: "failed", lastError: "403 InvalidPhoneNumber" });
    for (const mode of ["405", "500", "hang"]) {
      const q = queue();
      fake.steer(`+${q.to}`, mode);
      expect(await m.outbox.deliverDueSms()).toMatchObject({ retrying: 1 });
      expect(row(q.id)).toMatchObject({ status: "queued", attempts: 1 });
      expect(row(q.id).nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(row(q.id).lastError).toMatch(mode === "hang" ? /timeout/ : new RegExp(mode));
    }
  });

  it("never sends twice after a restart: a text cut off while sending becomes unknown", async () => {
    const { id, to } = queue();
    m.dbm.sqlite.prepare("update sms_outbox set status = 'sending', attempts = 1 where id = ?").run(id);
    expect(m.outbox.reconcileSending()).toBe(1);
    await m.outbox.deliverDueSms();
    expect(row(id)).toMatchObject({ status: "unknown", message: "" });
    expect(sentTo(to)).toHaveLength(0);
  });

  it("writes no number, no key and no words in the log", async () => {
    const { to } = queue();
    fake.steer(`+${to}`, "500");
    await m.outbox.deliverDueSms();
    const log = logLines.join("");
    expect(log).toContain("sms not sent");
    expect(log).not.toContain(to.slice(3));
    expect(log).not.toContain(FAKE_AT_CREDENTIALS.AFRICASTALKING_API_KEY);
  });
});

describe("delivery reports", () => {
  it("mark the named text delivered once; a forged number or an unknown id changes nothing", async () => {
    const { id, to } = queue();
    await m.outbox.deliverDueSms();
    const providerId = row(id).providerId!;
    const report = { id: providerId, status: "Success" as const, phoneNumber: `+${to}` };
    expect(() => m.callbacks.recordDeliveryReport({ ...report, id: "ATXid_unknown" })).toThrow(/No such message/);
    expect(() => m.callbacks.recordDeliveryReport({ ...report, phoneNumber: "+250788000000" })).toThrow();
    expect(row(id).status).toBe("sent");
    expect(m.callbacks.recordDeliveryReport(report)).toBe(true);
    expect(row(id).status).toBe("delivered");
    expect(m.callbacks.recordDeliveryReport({ ...report, status: "Failed" })).toBe(false);
    expect(row(id).status).toBe("delivered");
  });

  it("are refused without the secret", () => {
    expect(() => m.callbacks.requireCallbackSecret("delivery", "nope")).toThrow();
    expect(() => m.callbacks.requireCallbackSecret("delivery", m.callbacks.callbackSecret("incoming"))).toThrow();
    expect(() => m.callbacks.requireCallbackSecret("delivery", m.callbacks.callbackSecret("delivery"))).not.toThrow();
  });
});

describe("STOP", () => {
  const words: [string, string][] = [
    ["STOP", "no more texts"],
    ["stop.", "no more texts"],
    ["Hagarika", "ntuzongera"],
    ["HAGARIKA ", "ntuzongera"],
    ["ARRÊT", "ne recevrez plus"],
    ["arret", "ne recevrez plus"],
  ];
  for (const [word, confirmation] of words)
    it(`"${word}" ends every text to the number and is confirmed once, in its language`, async () => {
      const waiting = queue();
      const to = waiting.to;
      expect(m.callbacks.recordIncoming({ from: `+${to}`, to: "12345", text: word })).toBe("stopped");
      expect(m.callbacks.recordIncoming({ from: `+${to}`, to: "12345", text: word })).toBe("already");
      await m.outbox.smsIdle();
      await m.outbox.deliverDueSms();
      expect(row(waiting.id).status).toBe("withheld");
      expect(sentTo(to).map((x) => x.message)).toEqual([expect.stringContaining(confirmation)]);
      // Whatever form asks afterwards, nothing more is queued.
      expect(queue("receipt", to).id).toBeNull();
    });

  it("ignores anything else", () => {
    expect(m.callbacks.recordIncoming({ from: "+250788111222", to: "1", text: "stop it please" })).toBe("ignored");
    expect(m.callbacks.recordIncoming({ from: "+250788111222", to: "1", text: "Thanks" })).toBe("ignored");
  });
});

describe("the monthly cap", () => {
  it("lets only receipts out once reached, and tells the admins once", async () => {
    m.dbm.db
      .insert(m.users.users)
      .values({ email: "admin@example.org", name: "Admin", role: "admin", isVerified: true, passwordHash: "x" })
      .onConflictDoNothing()
      .run();
    m.cap.saveSmsSettings({ monthlyCap: "30" }, (m.dbm.db.select().from(m.users.users).get() as { id: string }).id);
    queue();
    queue();
    await m.outbox.deliverDueSms();
    expect(m.cap.spentThisMonth()).toBe(40);
    const reminder = queue();
    const receipt = queue("receipt");
    const another = queue();
    await m.outbox.deliverDueSms();
    expect(row(reminder.id)).toMatchObject({ status: "withheld" });
    expect(row(another.id)).toMatchObject({ status: "withheld" });
    expect(row(receipt.id)).toMatchObject({ status: "sent" });
    const told = m.dbm.db
      .select()
      .from(m.mail.mailOutbox)
      .all()
      .filter((x) => x.kind === "sms-cap");
    expect(told).toHaveLength(1);
  });
});

describe("short links", () => {
  it("lead to the site's own page until they expire", () => {
    const link = m.links.createShortLink(m.dbm.db, "/give/receipt/abc", new Date(Date.now() + 60_000));
    expect(link.url).toMatch(/^https:\/\/youth\.example\.org\/r\/[A-Za-z0-9_-]{8}$/);
    expect(m.links.resolveShortLink(link.code)).toBe("/give/receipt/abc");
    expect(m.links.resolveShortLink(link.code, new Date(Date.now() + 120_000))).toBeNull();
    expect(m.links.resolveShortLink("zzzzzzzz")).toBeNull();
    expect(() => m.links.createShortLink(m.dbm.db, "https://elsewhere.example")).toThrow();
  });
});

describe("the admin screen", () => {
  it("shows each text masked with its cost, the month's total and the callback addresses", async () => {
    const { to } = queue();
    await m.outbox.deliverDueSms();
    const { smsScreen } = await import("./admin.server");
    const screen = smsScreen();
    expect(screen.texts[0]).toMatchObject({ kind: "event-reminder", status: "sent", cost: "20 RWF", segments: 1 });
    expect(JSON.stringify(screen)).not.toContain(to);
    expect(screen.months[0]).toMatchObject({ n: 1, cost: "20 RWF" });
    expect(screen.months[0]!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(screen.callbacks.delivery).toMatch(/^https:\/\/youth\.example\.org\/api\/sms\/delivery\/[\w-]{32}$/);
  });
});
