import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { addTestUser, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("events-test");

type Modules = {
  events: typeof import("./events.server");
  signups: typeof import("./signups.server");
  capacity: typeof import("./capacity.server");
  repetition: typeof import("./repetition");
  tickets: typeof import("./tickets.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  ev: typeof import("./schema");
  outbox: typeof import("~/platform/mail/schema");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"admin" | "editor" | "author", User> = {} as never;

const fields = (extra: Record<string, unknown> = {}) => ({
  title: "Saturday workshop",
  description: "<p>Bring <script>x</script>a pen.</p>",
  startsAt: "2099-03-07T09:00",
  endsAt: "2099-03-07T12:00",
  placeName: "Kimisagara youth centre",
  capacity: "10",
  maxPerSignup: "4",
  status: "published",
  ...extra,
});
const rejects = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
};
const signup = (dateId: string, n: number, extra: Record<string, unknown> = {}) => ({
  dateId,
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  people: "1",
  consent: "on",
  ...extra,
});
const mailsTo = (to: string) =>
  m.dbm.db.select().from(m.outbox.mailOutbox).where(eq(m.outbox.mailOutbox.toAddress, to)).all();

beforeAll(async () => {
  m = {
    events: await import("./events.server"),
    signups: await import("./signups.server"),
    capacity: await import("./capacity.server"),
    repetition: await import("./repetition"),
    tickets: await import("./tickets.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    ev: await import("./schema"),
    outbox: await import("~/platform/mail/schema"),
  };
  Object.assign(users, {
    admin: addTestUser(m, "admin", "admin"),
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
  });
});
afterAll(() => tmp.cleanup());

describe("ticket codes", () => {
  it("are XXXX-XXXX in Crockford base32, read back whatever the case, dashes, O or I", () => {
    const code = m.tickets.newTicketCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(m.tickets.normalizeTicketCode(code.toLowerCase().replace("-", " "))).toBe(code);
    expect(m.tickets.normalizeTicketCode("oooo-iiii")).toBe("0000-1111");
    expect(m.tickets.normalizeTicketCode("ABCD-EFG")).toBeNull();
    expect(m.tickets.normalizeTicketCode("ABCD-EFGU")).toBeNull();
    expect(m.tickets.ticketCodeHash("abcd efgh")).toBe(m.tickets.ticketCodeHash("ABCD-EFGH"));
  });
});

describe("repetition", () => {
  it("weekly: the same Kigali wall-clock time each week until the day, inclusive", () => {
    const dates = m.repetition.occurrences(
      "2099-03-07T09:00",
      "2099-03-07T12:00",
      "weekly",
      "2099-03-28",
      "Africa/Kigali",
    );
    expect(dates.map((d) => d.startsAt.toISOString())).toEqual([
      "2099-03-07T07:00:00.000Z",
      "2099-03-14T07:00:00.000Z",
      "2099-03-21T07:00:00.000Z",
      "2099-03-28T07:00:00.000Z",
    ]);
    expect(dates[3]!.endsAt.toISOString()).toBe("2099-03-28T10:00:00.000Z");
  });
  it("monthly on the 31st skips the months without one", () => {
    const dates = m.repetition.occurrences(
      "2099-01-31T09:00",
      "2099-01-31T10:00",
      "monthly",
      "2099-05-31",
      "Africa/Kigali",
    );
    expect(dates.map((d) => d.startsAt.toISOString().slice(0, 10))).toEqual(["2099-01-31", "2099-03-31", "2099-05-31"]);
  });
  it("a repeating event gets one row per date, each its own", () => {
    const event = m.events.createEvent(users.editor, fields({ repeat: "weekly", repeatUntil: "2099-03-21" }));
    expect(m.events.datesOf(event.id)).toHaveLength(3);
    expect(event.description).not.toContain("script");
  });
});

describe("rights", () => {
  it("authors write drafts only; nobody else edits their drafts but managers", () => {
    expect(rejects(() => m.events.createEvent(users.author, fields())).status).toBe(403);
    const draft = m.events.createEvent(users.author, fields({ status: "draft" }));
    expect(m.events.updateEvent(users.author, draft.id, { title: "Mine" }).title).toBe("Mine");
    expect(rejects(() => m.events.updateEvent(users.author, draft.id, { status: "published" })).status).toBe(403);
    expect(rejects(() => m.events.cancelEvent(users.author, draft.id, { message: "" })).status).toBe(403);
  });
  it("refuses bad input with the field named", () => {
    expect(
      rejects(() => m.events.createEvent(users.editor, fields({ endsAt: "2099-03-07T08:00" }))).fields,
    ).toHaveProperty("endsAt");
    expect(rejects(() => m.events.createEvent(users.editor, fields({ placeName: "" }))).fields).toHaveProperty(
      "placeName",
    );
    expect(rejects(() => m.events.createEvent(users.editor, fields({ capacity: "0" }))).fields).toHaveProperty(
      "capacity",
    );
  });
});

describe("capacity and the waiting list", () => {
  it("50 sign-ups at once for 10 places: exactly 10 hold places, 40 wait in arrival order", async () => {
    const event = m.events.createEvent(users.editor, fields());
    const dateId = m.events.datesOf(event.id)[0]!.id;
    // One Node process: better-sqlite3 runs each transaction to its end before the next request's code runs, so
    // "at once" here is 50 requests queued together; the IMMEDIATE lock is what keeps other processes out (the
    // e2e test fires 50 HTTP requests at the server).
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => Promise.resolve().then(() => m.signups.signUp(signup(dateId, i), "en"))),
    );
    expect(outcomes.filter((o) => o.status === "pending")).toHaveLength(10);
    expect(m.capacity.placesLeft(dateId)).toBe(0);
    const waiting = m.dbm.db
      .select()
      .from(m.ev.eventSignups)
      .where(and(eq(m.ev.eventSignups.dateId, dateId), eq(m.ev.eventSignups.status, "waiting")))
      .all();
    expect(waiting).toHaveLength(40);
    expect(waiting.map((w) => w.name)).toEqual(Array.from({ length: 40 }, (_, i) => `Person ${i + 10}`));
  });

  it("the same address twice changes the first sign-up, never makes two", () => {
    const event = m.events.createEvent(users.editor, fields());
    const dateId = m.events.datesOf(event.id)[0]!.id;
    const first = m.signups.signUp(signup(dateId, 1, { people: "2" }), "en");
    const second = m.signups.signUp(
      signup(dateId, 1, { email: " PERSON1@example.org ", people: "3", name: "P" }),
      "rw",
    );
    expect(second.signupId).toBe(first.signupId);
    expect(second.changed).toBe(true);
    const rows = m.dbm.db.select().from(m.ev.eventSignups).where(eq(m.ev.eventSignups.dateId, dateId)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ people: 3, name: "P", lang: "rw" });
    expect(m.capacity.placesLeft(dateId)).toBe(7);
    expect(rejects(() => m.signups.signUp(signup(dateId, 1, { people: "5" }), "en")).status).toBe(400);
  });

  it("confirm sends the ticket; a cancellation moves the first waiting person up with a mail", () => {
    const event = m.events.createEvent(users.editor, fields({ capacity: "1" }));
    const dateId = m.events.datesOf(event.id)[0]!.id;
    m.signups.signUp(signup(dateId, 100), "en");
    m.signups.signUp(signup(dateId, 101), "fr");
    const confirmMail = mailsTo("person100@example.org").find((r) => r.kind === "event-confirm")!;
    const token = /\/events\/confirm\/([\w-]+)/.exec(confirmMail.text!)![1]!;
    expect(m.signups.confirmSignup(token)?.status).toBe("confirmed");
    expect(m.signups.confirmSignup(token)).toBeNull();
    const ticket = mailsTo("person100@example.org").find((r) => r.kind === "event-ticket")!;
    expect(ticket.attachments?.map((a) => a.contentType)).toEqual([
      "image/png",
      expect.stringContaining("text/calendar"),
    ]);
    const code = /: ([0-9A-Z]{4}-[0-9A-Z]{4})\./.exec(ticket.text!)![1]!;
    const row = m.dbm.db
      .select()
      .from(m.ev.eventSignups)
      .where(eq(m.ev.eventSignups.email, "person100@example.org"))
      .get()!;
    expect(row.ticketCodeHash).toBe(m.tickets.ticketCodeHash(code));
    const manage = /\/events\/manage\/([\w-]+)/.exec(ticket.text!)![1]!;
    m.signups.cancelSignup(manage);
    const moved = mailsTo("person101@example.org").find((r) => r.kind === "event-moved-up");
    expect(moved?.subject).toContain("Saturday workshop");
    const next = m.dbm.db
      .select()
      .from(m.ev.eventSignups)
      .where(eq(m.ev.eventSignups.email, "person101@example.org"))
      .get()!;
    // Never confirmed the address: the place is held for 48 hours with a new confirm link.
    expect(next.status).toBe("pending");
    expect(m.capacity.placesLeft(dateId)).toBe(0);
  });

  it("an unconfirmed sign-up frees its places after 48 hours", () => {
    const event = m.events.createEvent(users.editor, fields({ capacity: "2" }));
    const dateId = m.events.datesOf(event.id)[0]!.id;
    m.signups.signUp(signup(dateId, 200, { people: "2" }), "en");
    expect(m.capacity.placesLeft(dateId)).toBe(0);
    expect(m.capacity.placesLeft(dateId, m.dbm.db, Date.now() + 49 * 3_600_000)).toBe(2);
  });

  it("a volunteer takes a shift; a full shift refuses with 409", () => {
    const event = m.events.createEvent(
      users.editor,
      fields({ shifts: [{ role: "Registration desk", startTime: "08:00", endTime: "10:00", places: "1" }] }),
    );
    const dateId = m.events.datesOf(event.id)[0]!.id;
    const shiftId = m.events.shiftsOf(event.id)[0]!.id;
    expect(m.signups.signUp(signup(dateId, 300, { shiftId }), "en").status).toBe("pending");
    expect(m.capacity.shiftPlacesLeft(dateId).get(shiftId)).toBe(0);
    expect(rejects(() => m.signups.signUp(signup(dateId, 301, { shiftId }), "en")).status).toBe(409);
  });

  it("moving a date raises its SEQUENCE", () => {
    const event = m.events.createEvent(users.editor, fields());
    const date = m.events.datesOf(event.id)[0]!;
    m.events.moveDate(users.editor, event.id, date.id, { startsAt: "2099-03-07T10:00", endsAt: "2099-03-07T13:00" });
    const after = m.events.datesOf(event.id)[0]!;
    expect(after.sequence).toBe(date.sequence + 1);
    expect(after.startsAt.toISOString()).toBe("2099-03-07T08:00:00.000Z");
  });
});
