// @ts-check
// The pages the bench measures that the large-site generator does not write: one of each kind, written straight
// into the generated SQLite file before the server starts.
import path from "node:path";
import Database from "better-sqlite3";

/** The newest published post with a picture: what a shared link most often opens. */
/** @param {string} dataDir */
export function samplePost(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  const post = /** @type {{ id: string }} */ (
    db
      .prepare(
        "select id from posts where status = 'published' and featured_image_id is not null order by created_at desc limit 1",
      )
      .get()
  );
  db.close();
  return `/blog/${post.id}`;
}

/** Issue 26: one published library answer of a usual length (the generator writes no questions), its page's path. */
/** @param {string} dataDir */
export function sampleAnswer(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"));
  const id = "benchanswer01";
  const answer = Array.from(
    { length: 5 },
    (_, i) =>
      `<p>Part ${i + 1}: it is common to feel this way, and there are things that help. Talk to someone you trust, keep a routine, sleep and eat regularly, and ask a nurse at a youth corner if it goes on.</p>`,
  ).join("");
  const now = Date.now();
  db.prepare(
    `insert or ignore into questions (id, lang, topic, answer_way, status, public_question, answer, answer_text, published_at,
       answered_at, created_at, updated_at) values (?, 'en', 'mental-health', 'library', 'published', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    "Exams are coming and I cannot sleep. What can I do?",
    answer,
    answer.replace(/<[^>]+>/g, " "),
    now,
    now,
    now,
    now,
  );
  db.close();
  return `/questions/${id}`;
}

/** Issue 25: one active campaign with a story of a usual length (the generator writes none), its page's path. */
/** @param {string} dataDir */
export function sampleCampaign(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"));
  const id = "benchcampaign1";
  const story = Array.from(
    { length: 4 },
    (_, i) =>
      `<p>Part ${i + 1}: every month the youth corner welcomes young people who need a confidential talk, a test or simply a safe place. Your gift pays for the nurse's time and the materials.</p>`,
  ).join("");
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  db.prepare(
    `insert or ignore into campaigns (id, title, story, goal, starts_on, status, created_at, updated_at)
       values (?, 'Keep the youth corner open', ?, 2000000, ?, 'active', ?, ?)`,
  ).run(id, story, today, now, now);
  db.close();
  return `/give/${id}`;
}

/**
 * Issue 37: a weekly workshop for two months with three volunteer shifts, as the demo seed writes one (a repeating
 * event is the longest event page: every date with its shifts). Times are UTC+2, Kigali's clock all year.
 * @param {string} dataDir
 */
export function sampleEvent(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"));
  const id = "benchevent0001";
  const now = Date.now();
  const description = Array.from(
    { length: 3 },
    (_, i) =>
      `<p>Part ${i + 1}: two hours on planning revision, taking notes and preparing for national exams, for students from S1 to S6. Bring a notebook; water and a snack are provided.</p>`,
  ).join("");
  const day = 86_400_000;
  const firstDay = new Date(now + 7 * day);
  firstDay.setUTCDate(firstDay.getUTCDate() + ((6 - firstDay.getUTCDay() + 7) % 7));
  const first = Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth(), firstDay.getUTCDate(), 7);
  const dates = Array.from({ length: 9 }, (_, i) => first + i * 7 * day);
  const until = new Date(dates[dates.length - 1]).toISOString().slice(0, 10);
  db.transaction(() => {
    db.prepare(
      `insert or ignore into events (id, title, description, place_name, place_address, capacity, max_per_signup, program,
         status, repeat, repeat_until, created_at, updated_at)
       values (?, 'Saturday study skills workshop', ?, 'Youth centre, Kimironko', 'KG 11 Ave, Kigali', 30, 3,
         'education', 'published', 'weekly', ?, ?, ?)`,
    ).run(id, description, until, now, now);
    const date = db.prepare(
      `insert or ignore into event_dates (id, event_id, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`,
    );
    dates.forEach((start, i) => date.run(`${id}d${i}`, id, start, start + 2 * 3_600_000, now, now));
    const shift = db.prepare(
      `insert or ignore into event_shifts (id, event_id, role, start_time, end_time, places, position) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    shift.run(`${id}s0`, id, "Room set-up", "08:00", "09:00", 3, 0);
    shift.run(`${id}s1`, id, "Welcome desk", "08:30", "09:30", 2, 1);
    shift.run(`${id}s2`, id, "Tidy-up", "11:00", "11:30", 2, 2);
  })();
  db.close();
  return `/events/${id}`;
}
