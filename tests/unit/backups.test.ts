import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupError, createBackup, listArchives, verifyArchive } from "../../app/platform/backups/archive.mjs";
import { ServerRunningError, restoreArchive } from "../../app/platform/backups/restore.mjs";
import { withTempDataDir } from "./domain-helpers";

/** The newest migration of the repository: what a fresh backup records and a restore migrates up to. */
const LATEST_MIGRATION = (
  JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")).entries as { idx: number; tag: string }[]
).at(-1)!;

// Real SQLite files in temp dirs, real JPEG bytes through the app's own image store, real child processes.
const temp = withTempDataDir("backups");
process.env.JOBS = "off";
const MIGRATIONS = path.resolve("drizzle");
const DEMO_IMAGE = path.resolve("app/content/demo/images/what-young-people-told-us-about-one-health.jpg");
const tmpDirs: string[] = [];
const freshDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `backups-${label}-`));
  tmpDirs.push(dir);
  return dir;
};

let server: typeof import("~/platform/backups/backup-job.server");
let sqlite: Database.Database;
let imageHash = "";

beforeAll(async () => {
  ({ sqlite } = await import("~/platform/data/db.server"));
  server = await import("~/platform/backups/backup-job.server");
  const { storeImage } = await import("~/domain/media/images.server");
  imageHash = (await storeImage(fs.readFileSync(DEMO_IMAGE), { alt: "test" })).hash;
  sqlite.exec("create table load_rows (id integer primary key, note text not null)");
});

afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  temp.cleanup();
});

/** A second process that inserts rows into the database until killed: the server's writes, seen from outside. */
function startWriter(dbFile: string): ChildProcess {
  const code = `
    const Database = require("better-sqlite3");
    const db = new Database(${JSON.stringify(dbFile)}, { timeout: 5000 });
    const insert = db.prepare("insert into load_rows (note) values (?)");
    setInterval(() => { for (let i = 0; i < 20; i++) insert.run("x".repeat(200)); }, 1);`;
  return spawn(process.execPath, ["-e", code], { cwd: process.cwd(), stdio: "ignore" });
}

const countRows = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`select count(*) from ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe("backup → verify → restore", () => {
  it("the daily job makes one verified archive, skips a second run the same day, and cleans up after a crash", async () => {
    const crashed = path.join(process.env.DATA_DIR!, "backups", ".tmp-999999-1-abc");
    fs.mkdirSync(crashed, { recursive: true });
    fs.writeFileSync(path.join(crashed, "app.db"), "half a copy");
    const message = await server.backupJob.run(new AbortController().signal);
    expect(message).toMatch(/written and verified/);
    expect(fs.existsSync(crashed), "the interrupted run's files are gone").toBe(false);
    expect(
      await server.backupJob.run(new AbortController().signal),
      "a recent backup exists: nothing to do",
    ).toBeUndefined();
    const archives = listArchives(path.join(process.env.DATA_DIR!, "backups"));
    expect(archives).toHaveLength(1);
    expect(fs.statSync(archives[0]!.file).mode & 0o777).toBe(0o600);
    const manifest = await verifyArchive(archives[0]!.file, { into: path.join(freshDir("verify"), "x") });
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual([
      "app.db",
      `uploads/${imageHash}.jpg`,
      ".session-secret",
    ]);
    expect(manifest.migrations?.last).toBe(LATEST_MIGRATION.tag);
    expect(manifest.tables?.images).toBe(1);
  });

  it("a backup taken while another process keeps writing has every row committed before it started, intact", async () => {
    const dbFile = path.join(process.env.DATA_DIR!, "app.db");
    const writer = startWriter(dbFile);
    try {
      while (countRows(dbFile, "load_rows") < 500) await new Promise((r) => setTimeout(r, 20));
      const committed = sqlite.prepare("select max(id) from load_rows").pluck().get() as number;
      // The server's way: its own connection, 100 pages a step (foreign writes restart it; it then finishes in one).
      const result = await createBackup({
        db: sqlite,
        dataDir: process.env.DATA_DIR!,
        backupDir: freshDir("live"),
        migrationsDir: MIGRATIONS,
      });
      const restoredDir = freshDir("live-restore");
      await restoreArchive(result.file, { dataDir: restoredDir, migrationsDir: MIGRATIONS });
      const copy = new Database(path.join(restoredDir, "app.db"), { readonly: true });
      expect(copy.prepare("pragma integrity_check").pluck().get()).toBe("ok");
      const ids = copy.prepare("select count(*) from load_rows where id <= ?").pluck().get(committed);
      copy.close();
      expect(ids, "every row committed before the backup started").toBe(committed);
      expect(result.manifest.tables.load_rows).toBeGreaterThanOrEqual(committed);
      expect(fs.readFileSync(path.join(restoredDir, "uploads", `${imageHash}.jpg`))).toEqual(
        fs.readFileSync(path.join(process.env.DATA_DIR!, "uploads", `${imageHash}.jpg`)),
      );
    } finally {
      writer.kill("SIGKILL");
    }
  });

  it("restores over existing data, keeping the previous data aside", async () => {
    const source = await createBackup({
      db: sqlite,
      dataDir: process.env.DATA_DIR!,
      backupDir: freshDir("src"),
      migrationsDir: MIGRATIONS,
    });
    const target = freshDir("target");
    const old = new Database(path.join(target, "app.db"));
    old.exec("create table old_stuff (x); insert into old_stuff values (42);");
    old.close();
    const result = await restoreArchive(source.file, { dataDir: target, migrationsDir: MIGRATIONS });
    expect(result.previous).toMatch(/pre-restore-/);
    expect(countRows(path.join(result.previous!, "app.db"), "old_stuff")).toBe(1);
    expect(countRows(path.join(target, "app.db"), "images")).toBe(1);
    expect(fs.readdirSync(target).filter((n) => n.startsWith(".restore-"))).toEqual([]);
  });
});

describe("refusals", () => {
  let good = "";
  beforeAll(async () => {
    good = (
      await createBackup({
        db: sqlite,
        dataDir: process.env.DATA_DIR!,
        backupDir: freshDir("good"),
        migrationsDir: MIGRATIONS,
      })
    ).file;
  });

  /** An archive whose upload was changed after the manifest was written (same manifest, other bytes). */
  async function tampered() {
    const dir = freshDir("tamper");
    await tar.x({ file: good, cwd: dir });
    const upload = path.join(dir, "uploads", `${imageHash}.jpg`);
    const bytes = fs.readFileSync(upload);
    bytes[bytes.length - 10] ^= 0xff;
    fs.writeFileSync(upload, bytes);
    const file = path.join(freshDir("tampered"), "backup-2026-01-01T00-00-00-000Z.tar.gz");
    await tar.c({ gzip: true, file, cwd: dir }, fs.readdirSync(dir));
    return file;
  }

  it("a tampered archive is refused and the current data stays as it was", async () => {
    const target = freshDir("keep");
    const current = new Database(path.join(target, "app.db"));
    current.exec("create table mine (x); insert into mine values (1), (2);");
    current.close();
    fs.mkdirSync(path.join(target, "uploads"));
    fs.writeFileSync(path.join(target, "uploads", "a.jpg"), "current picture");
    const before = fs.readdirSync(target).sort();
    await expect(restoreArchive(await tampered(), { dataDir: target, migrationsDir: MIGRATIONS })).rejects.toThrow(
      /Checksum mismatch for uploads\//,
    );
    const truncated = path.join(freshDir("trunc"), "backup.tar.gz");
    fs.writeFileSync(truncated, fs.readFileSync(good).subarray(0, 2000));
    await expect(restoreArchive(truncated, { dataDir: target, migrationsDir: MIGRATIONS })).rejects.toThrow(
      BackupError,
    );
    expect(fs.readdirSync(target).sort()).toEqual(before);
    expect(countRows(path.join(target, "app.db"), "mine")).toBe(2);
    expect(fs.readFileSync(path.join(target, "uploads", "a.jpg"), "utf8")).toBe("current picture");
  });

  it("`npm run restore` says why and exits 2 for a bad archive, 3 while the server runs on the data", async () => {
    const target = freshDir("cli");
    const cli = (file: string) =>
      spawnSync(process.execPath, ["scripts/restore.mjs", file], {
        env: { ...process.env, DATA_DIR: target },
        encoding: "utf8",
      });
    const bad = cli(await tampered());
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^Refused: Checksum mismatch/);
    expect(fs.readdirSync(target)).toEqual([]);

    const ok = cli(good);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Restored the backup of .* into/);
    // A "server": a process holding the database open, as the real one does for its whole life.
    const holder = startWriter(path.join(target, "app.db"));
    try {
      await new Promise((r) => setTimeout(r, 500));
      const running = cli(good);
      expect(running.status).toBe(3);
      expect(running.stderr).toMatch(/stop it first/);
      await expect(restoreArchive(good, { dataDir: target, migrationsDir: MIGRATIONS })).rejects.toThrow(
        ServerRunningError,
      );
    } finally {
      holder.kill("SIGKILL");
    }
  });
});

describe("older backups", () => {
  it("an archive from an older migration level is migrated on restore", async () => {
    // A database as an earlier release left it: only the first three migrations.
    const oldMigrations = freshDir("migrations");
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8"));
    journal.entries = journal.entries.slice(0, 3);
    fs.mkdirSync(path.join(oldMigrations, "meta"));
    fs.writeFileSync(path.join(oldMigrations, "meta", "_journal.json"), JSON.stringify(journal));
    for (const e of journal.entries)
      fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(oldMigrations, `${e.tag}.sql`));
    const oldData = freshDir("old-data");
    const old = new Database(path.join(oldData, "app.db"));
    old.pragma("journal_mode = WAL");
    migrate(drizzle(old), { migrationsFolder: oldMigrations });
    old.exec("insert into site_settings (key, value, updated_at) values ('identity', '{\"name\":\"Old\"}', 0)");
    const archive = await createBackup({
      db: old,
      dataDir: oldData,
      backupDir: freshDir("old-archive"),
      migrationsDir: oldMigrations,
    });
    old.close();
    expect(archive.manifest.migrations.applied).toBe(3);
    expect(archive.manifest.tables).not.toHaveProperty("mail_outbox");

    const target = freshDir("migrated");
    const result = await restoreArchive(archive.file, { dataDir: target, migrationsDir: MIGRATIONS });
    expect(result.migrations.before.applied).toBe(3);
    expect(result.migrations.after).toMatchObject({ applied: LATEST_MIGRATION.idx + 1, last: LATEST_MIGRATION.tag });
    expect(countRows(path.join(target, "app.db"), "mail_outbox")).toBe(0);
    expect(countRows(path.join(target, "app.db"), "site_settings")).toBe(1);
  });
});
