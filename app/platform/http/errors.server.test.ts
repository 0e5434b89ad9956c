import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { msg } from "~/i18n/message";
import { HttpError, isDatabaseBusy, isStorageFailure, toHttpError } from "./errors.server";

// Real SQLite errors, from a real file held by a second connection, as another worker process holds it.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function twoConnections() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "errors-busy-"));
  dirs.push(dir);
  const file = path.join(dir, "app.db");
  const holder = new Database(file);
  holder.pragma("journal_mode = WAL");
  holder.exec("create table notes (body text)");
  const other = new Database(file);
  other.pragma("busy_timeout = 0");
  return { holder, other };
}

/** What a write throws while the other connection holds the write lock. */
function busyError() {
  const { holder, other } = twoConnections();
  holder.exec("begin immediate");
  try {
    other.prepare("insert into notes values ('x')").run();
  } catch (error) {
    return error;
  } finally {
    holder.exec("rollback");
    holder.close();
    other.close();
  }
  throw new Error("the write went through although the lock was held");
}

describe("toHttpError", () => {
  it("answers a write lock held past busy_timeout with 503, a short Retry-After and 'try again', not a 500", () => {
    const error = busyError();
    expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(isDatabaseBusy(error)).toBe(true);
    expect(isStorageFailure(error)).toBe(false);
    const answer = toHttpError(error);
    expect(answer).toBeInstanceOf(HttpError);
    expect(answer).toMatchObject({ status: 503, message: msg("databaseBusy"), headers: { "Retry-After": "5" } });
  });

  it("finds the busy code wrapped as a query error's cause, as Drizzle wraps it", () => {
    const wrapped = new Error("Failed query: insert into notes", { cause: busyError() });
    expect(toHttpError(wrapped)?.status).toBe(503);
  });

  it("keeps a full disk's own answer, and leaves other failures unexpected (500)", () => {
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    expect(toHttpError(full)).toMatchObject({ status: 503, message: msg("storageUnavailable") });
    const constraint = Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" });
    expect(toHttpError(constraint)).toBeUndefined();
    expect(toHttpError(Object.assign(new Error("x"), { code: "SQLITE_BUSYNESS" }))).toBeUndefined();
  });
});
