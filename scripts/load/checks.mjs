// @ts-check
// After a run: open the SQLite file (the server stopped) and compare it with the ledger. A "lost" write was
// acknowledged (2xx) and is not there; a "phantom" write was refused (4xx) and is there anyway.
import Database from "better-sqlite3";
import { acceptableValues } from "./ledger.mjs";

/** @typedef {{ ackedBefore: number, startedBefore: number }} Snapshot */
/** @typedef {import("./types").LedgerEntry} LedgerEntry */
/**
 * @typedef {{ lost: string[], phantom: string[], likeCounts: string[], integrity: string, foreignKeys: number,
 *   checked: number, posts: number }} CheckResult
 */

/** @type {Snapshot} */
const FINAL = { ackedBefore: Infinity, startedBefore: Infinity };

/**
 * `snapshot` limits the claims to what a copy taken at that moment must hold (the backup check): writes
 * acknowledged before `ackedBefore`; writes started after `startedBefore` cannot be in it.
 * @param {string} file
 * @param {import("./ledger.mjs").Ledger} ledger
 * @param {Snapshot} [snapshot]
 * @returns {CheckResult}
 */
export function checkDatabase(file, ledger, snapshot = FINAL) {
  try {
    return check(file, ledger, snapshot);
  } catch (error) {
    // A database that cannot even be read (no tables, not a database) loses everything it should hold.
    return {
      lost: [`the database cannot be read: ${error instanceof Error ? error.message : String(error)}`],
      phantom: [],
      likeCounts: [],
      integrity: "not checked",
      foreignKeys: 0,
      checked: 0,
      posts: 0,
    };
  }
}

/**
 * @param {string} file
 * @param {import("./ledger.mjs").Ledger} ledger
 * @param {Snapshot} snapshot
 * @returns {CheckResult}
 */
function check(file, ledger, snapshot) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    /** @type {CheckResult} */
    const result = { lost: [], phantom: [], likeCounts: [], integrity: "", foreignKeys: 0, checked: 0, posts: 0 };
    const lost = (/** @type {LedgerEntry} */ e, /** @type {string} */ why) =>
      result.lost.push(`${e.type} ${e.key}: ${why}`);
    const acked = (/** @type {LedgerEntry} */ e) =>
      e.outcome === "ack" && e.end !== null && e.end < snapshot.ackedBefore;
    const settledBefore = (/** @type {LedgerEntry} */ e) => e.end !== null && e.end < snapshot.startedBefore;

    const userByEmail = /** @type {import("better-sqlite3").Statement<[string], { id: string, verified: number }>} */ (
      db.prepare("select id, is_verified as verified from users where email = ?")
    );
    const session = db.prepare("select 1 from sessions where token_hash = ?");
    const message = /** @type {import("better-sqlite3").Statement<[string], Record<string, string>>} */ (
      db.prepare("select name, email, message, type from contact_messages where subject = ?")
    );
    const liked = db.prepare("select 1 from post_likes where post_id = ? and user_id = ?");
    /** @type {Record<string, import("better-sqlite3").Statement<[string], { v: string }>>} */
    const postField = {
      title: db.prepare("select title as v from posts where id = ?"),
      excerpt: db.prepare("select excerpt as v from posts where id = ?"),
    };

    /** @type {Map<string, LedgerEntry[]>} */
    const groups = new Map();
    for (const e of ledger.entries) {
      if (e.type === "like" || e.type === "edit") {
        const k = `${e.type} ${e.key}`;
        groups.set(k, [...(groups.get(k) ?? []), e]);
        continue;
      }
      const claimed = acked(e);
      // A refusal (4xx) must have written nothing; only checked where the key is unique to that one attempt.
      const refusedBefore = e.outcome === "refused" && settledBefore(e);
      if (!claimed && !refusedBefore) continue;
      result.checked++;
      if (e.type === "signup" || e.type === "verify") {
        const user = userByEmail.get(e.key);
        if (e.type === "signup" && refusedBefore && user)
          result.phantom.push(`signup ${e.key}: refused (${e.status}) but the account exists`);
        if (!claimed) continue;
        if (!user) lost(e, "account missing");
        else if (e.type === "verify" && !user.verified) lost(e, "verification acknowledged, account not verified");
        if (e.tokenHash && !session.get(e.tokenHash)) lost(e, "session of the acknowledged sign-up missing");
      } else if (e.type === "session") {
        if (claimed && (!e.tokenHash || !session.get(e.tokenHash)))
          lost(e, "session of the acknowledged login missing");
      } else if (e.type === "contact") {
        const row = message.get(e.key);
        if (!claimed) {
          if (row) result.phantom.push(`contact ${e.key}: refused (${e.status}) but stored`);
        } else if (!row) lost(e, "message missing");
        else if (
          row.message !== /** @type {{ message: string }} */ (e.value).message ||
          row.email !== /** @type {{ email: string }} */ (e.value).email
        )
          lost(e, "message stored with other content");
      }
    }

    for (const calls of groups.values()) {
      const allowed = acceptableValues(calls, snapshot);
      if (!allowed) continue;
      result.checked++;
      const e = calls[0];
      let actual;
      if (e.type === "like") {
        const [email, postId] = e.key.split("|");
        const user = userByEmail.get(email);
        actual = !!(user && liked.get(postId, user.id));
      } else {
        const [postId, field] = e.key.split("|");
        actual = postField[field].get(postId)?.v;
      }
      if (!allowed.has(actual))
        lost(e, `holds ${JSON.stringify(actual)}, last acknowledged ${JSON.stringify([...allowed][0])}`);
    }

    // The shown count is the imported likes plus the rows, for every post (not only the ones the run touched).
    const counts = /** @type {{ id: string, likes: number, imported: number, rows_: number }[]} */ (
      db
        .prepare(
          "select id, likes, imported_likes as imported, (select count(*) from post_likes l where l.post_id = posts.id) as rows_ from posts",
        )
        .all()
    );
    for (const p of counts)
      if (p.likes !== p.imported + p.rows_)
        result.likeCounts.push(`post ${p.id}: likes ${p.likes}, imported ${p.imported} + ${p.rows_} rows`);
    result.posts = counts.length;
    result.integrity = /** @type {{ integrity_check: string }[]} */ (db.pragma("integrity_check"))
      .map((r) => r.integrity_check)
      .join("; ");
    result.foreignKeys = /** @type {unknown[]} */ (db.pragma("foreign_key_check")).length;
    return result;
  } finally {
    db.close();
  }
}

/**
 * Lines for the report; `ok` is false when anything was lost, phantom, inconsistent or corrupt.
 * @param {string} label
 * @param {CheckResult} r
 */
export function describeCheck(label, r) {
  const ok =
    r.lost.length === 0 &&
    r.phantom.length === 0 &&
    r.likeCounts.length === 0 &&
    r.integrity === "ok" &&
    r.foreignKeys === 0;
  const lines = [
    `${label}: ${r.checked} claims checked; lost writes: ${r.lost.length}; refused but written: ${r.phantom.length}; ` +
      `like counts off: ${r.likeCounts.length} of ${r.posts} posts; integrity_check: ${r.integrity}; foreign key violations: ${r.foreignKeys}`,
  ];
  for (const l of [...r.lost, ...r.phantom, ...r.likeCounts].slice(0, 15)) lines.push(`  ${l}`);
  return { ok, text: lines.join("\n") };
}
