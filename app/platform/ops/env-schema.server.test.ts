import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, parseEnv } from "./env-schema.server";

describe("environment validation", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      SEED_DEMO: true,
      TRUST_PROXY: false,
      COUNT_VISITS: true,
      NODE_ENV: "development",
    });
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ APP_URL: "ftp://x" }, /APP_URL/],
    [{ SMTP_URL: "mail.example.org" }, /SMTP_URL/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "longenough" }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: "a@b.org" }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ SEED_DEMO: "maybe" }, /SEED_DEMO/],
    [{ COUNT_VISITS: "sometimes" }, /COUNT_VISITS/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ NODE_ENV: "production" }, /SESSION_SECRET is required/],
    [{ MIN_FREE_DISK_MB: "lots" }, /MIN_FREE_DISK_MB/],
    [{ MIN_FREE_DISK_MB: "-5" }, /MIN_FREE_DISK_MB/],
    [{ MIN_FREE_DISK_MB: "1.5" }, /MIN_FREE_DISK_MB/],
    [{ BACKUP_KEEP: "0" }, /BACKUP_KEEP/],
    [{ BACKUP_KEEP: "two" }, /BACKUP_KEEP/],
    [{ BACKUP_KEEP: "2.5" }, /BACKUP_KEEP/],
    [{ BACKUP_EVERY_HOURS: "0" }, /BACKUP_EVERY_HOURS/],
    [{ BACKUP_EVERY_HOURS: "1000" }, /BACKUP_EVERY_HOURS/],
  ])("refuses %j with a one-line message", (raw, message) => {
    expect(() => parseEnv(raw)).toThrow(EnvError);
    try {
      parseEnv(raw);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("MIN_FREE_DISK_MB (the /healthz free-space threshold) defaults to 100 MB and accepts 0", () => {
    expect(parseEnv({}).MIN_FREE_DISK_MB).toBe(100);
    expect(parseEnv({ MIN_FREE_DISK_MB: "250" }).MIN_FREE_DISK_MB).toBe(250);
    expect(parseEnv({ MIN_FREE_DISK_MB: "0" }).MIN_FREE_DISK_MB).toBe(0);
  });

  it("splits SESSION_SECRET for rotation and treats empty values as unset", () => {
    const env = parseEnv({ SESSION_SECRET: "first-secret-0123456, second-secret-012345", PORT: "" });
    expect(env.SESSION_SECRET).toEqual(["first-secret-0123456", "second-secret-012345"]);
    expect(env.PORT).toBe(3000);
  });

  it("generates one secret outside production and keeps it in DATA_DIR", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.SESSION_SECRETS[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(second.SESSION_SECRETS).toEqual(first.SESSION_SECRETS);
    expect(first.APP_URL).toBe("http://localhost:3000");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("local mode seeds demo content by default; production only when asked, and never with test hooks", () => {
    expect(parseEnv({}).APP_MODE).toBe("local");
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    const prod = { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-0123" };
    expect(parseEnv(prod).APP_MODE).toBe("production");
    expect(parseEnv(prod).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...prod, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(parseEnv({ ...prod, APP_MODE: "local" }).APP_MODE).toBe("local");
    expect(() => parseEnv({ ...prod, E2E_ERROR_ROUTE: "true" })).toThrow(/test hook/);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required/);
  });

  it("backs up daily into DATA_DIR/backups, keeping 7, unless told otherwise", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));
    const defaults = loadEnv({ DATA_DIR: dir });
    expect(defaults).toMatchObject({ BACKUP_DIR: path.join(dir, "backups"), BACKUP_KEEP: 7, BACKUP_EVERY_HOURS: 24 });
    const set = loadEnv({
      DATA_DIR: dir,
      BACKUP_DIR: path.join(dir, "elsewhere"),
      BACKUP_KEEP: "30",
      BACKUP_EVERY_HOURS: "6",
    });
    expect(set).toMatchObject({ BACKUP_DIR: path.join(dir, "elsewhere"), BACKUP_KEEP: 30, BACKUP_EVERY_HOURS: 6 });
    expect(loadEnv({ DATA_DIR: dir, BACKUP_DIR: "" }).BACKUP_DIR).toBe(path.join(dir, "backups"));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
