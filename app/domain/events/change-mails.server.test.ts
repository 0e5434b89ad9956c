import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ical, { type VEvent } from "node-ical";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import { eventRows } from "../../../tests/unit/event-rows";

// Issue 37 items 1 and 7: a moved or cancelled date tells everyone confirmed, with the updated .ics.
const tmp = withTempDataDir("event-change-mails-test");

type Modules = {
  cm: typeof import("./change-mails.server");
  dbm: typeof import("~/platform/data/db.server");
  ev: typeof import("./schema");
  mail: typeof import("~/platform/mail/schema");
};
let m: Modules;
let rows: ReturnType<typeof eventRows>;

beforeAll(async () => {
  m = {
    cm: await import("./change-mails.server"),
    dbm: await import("~/platform/data/db.server"),
    ev: await import("./schema"),
    mail: await import("~/platform/mail/schema"),
  };
  rows = eventRows(m);
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const changeMails = () =>
  m.dbm.db
    .select()
    .from(m.mail.mailOutbox)
    .all()
    .filter((r) => r.kind === "event-change");
const bump = (id: string, startsAt?: string) =>
  m.dbm.sqlite
    .prepare(
      "UPDATE event_dates SET sequence = sequence + 1, starts_at = coalesce(?, starts_at), ends_at = coalesce(?, ends_at) WHERE id = ?",
    )
    .run(startsAt ? Date.parse(startsAt) : null, startsAt ? Date.parse(startsAt) + 7_200_000 : null, id);

describe("queueChangeMails", () => {
  it("a moved date: each confirmed person, in their language, the REQUEST .ics with the same UID and raised SEQUENCE", () => {
    const event = rows.event({ title: "Health camp", titleRw: "Ubuvuzi rusange" });
    const date = rows.date(event.id, new Date("2027-03-06T07:00:00Z"));
    rows.signup(date.id, "keza", { lang: "rw" });
    rows.signup(date.id, "tom");
    rows.signup(date.id, "waiting1", { status: "waiting" });
    rows.signup(date.id, "nomail2", { email: null, emailKey: null });
    bump(date.id, "2027-03-06T08:00:00Z");
    const n = m.dbm.db.transaction((tx) =>
      m.cm.queueChangeMails(tx, { dateIds: [date.id], change: "moved", message: "The hall is free an hour later." }),
    );
    expect(n).toBe(2);
    const mails = changeMails();
    expect(mails.map((r) => r.toAddress).sort()).toEqual(["keza@example.org", "tom@example.org"]);
    const keza = mails.find((r) => r.toAddress === "keza@example.org")!;
    expect(keza.subject).toBe("Igihe gishya: Ubuvuzi rusange");
    expect(keza.text).toContain("The hall is free an hour later.");
    expect(keza.text).not.toMatch(/manage|token/i);
    const [file] = keza.attachments!;
    expect(file.contentType).toBe("text/calendar; method=REQUEST; charset=utf-8");
    expect(file.content).toContain("METHOD:REQUEST");
    const vevent = Object.values(ical.sync.parseICS(file.content)).find((c) => c?.type === "VEVENT") as VEvent;
    expect(vevent.uid).toMatch(new RegExp(`^${date.id}@`));
    expect(Number(vevent.sequence)).toBe(1);
    expect(vevent.start.toISOString()).toBe("2027-03-06T08:00:00.000Z");
    expect(vevent.summary).toBe("Ubuvuzi rusange");
    const tom = mails.find((r) => r.toAddress === "tom@example.org")!;
    expect(tom.subject).toBe("New time: Health camp");
    expect(tom.text).toContain("use the link in your confirmation e-mail");
  });

  it("a cancelled date: METHOD:CANCEL and STATUS:CANCELLED", () => {
    const event = rows.event({ title: "Youth forum" });
    const date = rows.date(event.id, new Date("2027-04-03T07:00:00Z"));
    rows.signup(date.id, "lea", { lang: "fr" });
    m.dbm.sqlite.prepare("UPDATE event_dates SET status = 'cancelled', sequence = 3 WHERE id = ?").run(date.id);
    m.dbm.db.transaction((tx) => m.cm.queueChangeMails(tx, { dateIds: [date.id], change: "cancelled" }));
    const lea = changeMails().find((r) => r.toAddress === "lea@example.org")!;
    expect(lea.subject).toMatch(/^Annulé/);
    const [file] = lea.attachments!;
    expect(file.contentType).toBe("text/calendar; method=CANCEL; charset=utf-8");
    const vevent = Object.values(ical.sync.parseICS(file.content)).find((c) => c?.type === "VEVENT") as VEvent;
    expect(vevent.status).toBe("CANCELLED");
    expect(Number(vevent.sequence)).toBe(3);
  });

  it("queues nothing when the transaction rolls back", () => {
    const event = rows.event();
    const date = rows.date(event.id, new Date("2027-05-01T07:00:00Z"));
    rows.signup(date.id, "rolled");
    expect(() =>
      m.dbm.db.transaction((tx) => {
        m.cm.queueChangeMails(tx, { dateIds: [date.id], change: "updated" });
        throw new Error("the caller failed after");
      }),
    ).toThrow();
    expect(changeMails().some((r) => r.toAddress === "rolled@example.org")).toBe(false);
  });
});
