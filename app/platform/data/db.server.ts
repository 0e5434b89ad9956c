import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "~/platform/ops/env.server";

function open() {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const sqlite = new Database(path.join(env.DATA_DIR, "app.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // NORMAL is crash-safe under WAL; only a power cut can lose the last commits, and it saves an fsync per write.
  sqlite.pragma("synchronous = NORMAL");
  // What is deleted or overwritten is zeroed in the file, not left in free pages where a backup (a page-by-page
  // copy) would keep it: an erased question, a forgotten donor, a deleted account, a pruned mail's address.
  sqlite.pragma("secure_delete = ON");
  // No schema here: each room imports its own tables, and nothing uses drizzle's relational query API.
  const db = drizzle(sqlite);
  migrate(db, { migrationsFolder: path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle") });
  return { sqlite, db };
}

// One connection per process. On globalThis because under the dev server (Vite) an edit evaluates this module
// again: the connection, its migrations and the jobs using it stay. The server closes it on shutdown by importing
// `sqlite` (app/http-server/app.server.ts closeApp), not through this global.
const holder = globalThis as unknown as { __appDb?: ReturnType<typeof open> };
const opened = (holder.__appDb ??= open());

export const db = opened.db;
export const sqlite = opened.sqlite;
export type Db = typeof db;
/** The handle a `db.transaction` callback receives: domain functions that must join the caller's transaction take it. */
export type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

export function isDatabaseHealthy() {
  try {
    return sqlite.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}
