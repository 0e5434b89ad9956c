import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Events, dates, shifts and sign-ups written straight into the e2e server's database for the door and staff-list
 * specs (issue 37): signing up is another part's screen. Each test makes its own event, so projects never meet.
 */
function withDb<T>(fn: (db: Database.Database) => T, dataDir = process.env.E2E_DATA_DIR!): T {
  const db = new Database(path.join(dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    return fn(db);
  } finally {
    db.close();
  }
}

/** `dataDir`: a server of the spec's own (stopped), rather than the shared one. */
export function seedEvent(title: string, starts: number[] = [Date.now() + 3_600_000], capacity = 30, dataDir?: string) {
  return withDb((db) => {
    const id = randomUUID();
    const now = Date.now();
    db.prepare(
      `insert into events (id, title, status, capacity, place_name, created_at, updated_at)
       values (?, ?, 'published', ?, 'Kimisagara Youth Centre', ?, ?)`,
    ).run(id, title, capacity, now, now);
    const dates = starts.map((s) => {
      const dateId = randomUUID();
      db.prepare(
        `insert into event_dates (id, event_id, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`,
      ).run(dateId, id, s, s + 7_200_000, now, now);
      return dateId;
    });
    return { id, dates };
  }, dataDir);
}

export function seedShift(eventId: string, role: string, places: number) {
  return withDb((db) => {
    const id = randomUUID();
    db.prepare(
      `insert into event_shifts (id, event_id, role, start_time, end_time, places) values (?, ?, ?, '08:00', '10:00', ?)`,
    ).run(id, eventId, role, places);
    return id;
  });
}

type Signup = {
  dateId: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  people?: number;
  status?: "pending" | "confirmed" | "waiting" | "cancelled";
  kind?: "attendee" | "volunteer";
  shiftId?: string | null;
  lang?: "en" | "rw" | "fr";
  code?: string;
};

/** The ticket code's hash as the sign-up stores it. */
export const ticketHash = (code: string) => createHash("sha256").update(`ticket:${code}`).digest("hex");

export function seedSignup(s: Signup, dataDir?: string) {
  return withDb((db) => {
    const id = randomUUID();
    const now = Date.now();
    const email = s.email === undefined ? null : s.email;
    db.prepare(
      `insert into event_signups (id, date_id, kind, shift_id, name, email, email_key, phone, people, lang, status,
         arrival, manage_token_hash, ticket_code_hash, created_at, updated_at)
       select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(max(arrival), 0) + 1, ?, ?, ?, ? from event_signups`,
    ).run(
      id,
      s.dateId,
      s.kind ?? "attendee",
      s.shiftId ?? null,
      s.name,
      email,
      email ? email.toLowerCase() : null,
      s.phone ?? null,
      s.people ?? 1,
      s.lang ?? "en",
      s.status ?? "confirmed",
      randomUUID(),
      s.code ? ticketHash(s.code) : null,
      now,
      now,
    );
    return id;
  }, dataDir);
}

export function signupRow(id: string) {
  return withDb(
    (db) =>
      db.prepare("select checked_in_at as checkedInAt, walk_in as walkIn from event_signups where id = ?").get(id) as {
        checkedInAt: number | null;
        walkIn: number;
      },
  );
}

export function walkInsOf(dateId: string) {
  return withDb(
    (db) =>
      db.prepare("select name, people from event_signups where date_id = ? and walk_in = 1").all(dateId) as {
        name: string;
        people: number;
      }[],
  );
}

/** A code in the ticket alphabet no other test uses. */
export function uniqueTicketCode() {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
