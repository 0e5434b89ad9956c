import path from "node:path";
import Database from "better-sqlite3";
import { openDb } from "./fixtures";

/** The shared stack's fake MTN (tests/support/e2e-stack.mjs starts it at E2E_PORT+30). */
export const FAKE_MOMO = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 30}`;

/**
 * MoMo numbers of a test's own, as MTN gets them (2507XXXXXXXX): 078… in the js project, 079… without JavaScript,
 * then the worker's process id and a counter. One counter for every spec of a worker, so two specs in one process
 * never draw the same number; the shared fake MTN answers each test only for its own numbers.
 */
let counter = 0;
export const newPhone = (js: boolean) =>
  `2507${js ? 8 : 9}${String(process.pid % 1000).padStart(3, "0")}${String(++counter).padStart(4, "0")}`;

/** As a donor types it: 078 812 3456. */
export const typed = (msisdn: string) => `0${msisdn.slice(3, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}`;

/** Tells the fake MTN how to answer for this number: the request to pay, and the status it reports. */
export const steer = (phone: string, answer: { request?: string; status?: string }, base = FAKE_MOMO) =>
  fetch(`${base}/__control`, { method: "POST", body: JSON.stringify({ phone, ...answer }) });

/** The gifts made with this number, oldest first, read from the server's database. */
export const giftsOf = (phone: string) => {
  const db = openDb();
  try {
    return db.prepare("select * from donations where phone = ? order by created_at").all(phone) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
};

/** The server's own database, written as a clock would: a gift made `minutes` earlier. */
export function makeOlder(id: string, minutes: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update donations set created_at = created_at - ? where id = ?").run(minutes * 60_000, id);
  db.close();
}
