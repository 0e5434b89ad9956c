import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";

/**
 * For domain tests: the database and env open at import time, so point DATA_DIR at a fresh directory
 * BEFORE dynamically importing any server module. Without SMTP_URL, mails land in DATA_DIR/outbox.
 */
export function withTempDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  process.env.SEED_DEMO = "false";
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export type ParsedMail = { to: string; from: string; subject: string; text: string; html: string };

/** The .eml files written to DATA_DIR/outbox for an address, oldest first, waiting for `count` of them. */
export async function outboxFor(dir: string, address: string, count = 1, timeoutMs = 3000): Promise<ParsedMail[]> {
  const outbox = path.join(dir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(`-${address}.eml`))
          .sort()
      : [];
    if (files.length >= count || Date.now() > deadline) {
      return Promise.all(
        files.map(async (f) => {
          const mail = await simpleParser(fs.readFileSync(path.join(outbox, f)));
          return {
            to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "",
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          };
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Db = typeof import("../../app/platform/data/db.server").db;
type Schema = typeof import("../../app/server/schema");
type Role = import("../../app/server/schema").User["role"];

/**
 * A person written straight into the test database, `<name>@example.org`, with no password that works: for the
 * domain tests of rights and workflows, which act as that person without logging in. Pass the modules the test
 * imported after `withTempDataDir` (they must not be imported here first).
 */
export function addTestUser(m: { dbm: { db: Db }; schema: Schema }, name: string, role: Role, isVerified = true) {
  return m.dbm.db
    .insert(m.schema.users)
    .values({ name, email: `${name}@example.org`, passwordHash: "x", role, isVerified })
    .returning()
    .get();
}

/** A small real PNG (40 × 30, one colour): the featured picture the post-writing tests upload. */
export async function testPng() {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
}

/** The HTTP status a domain call answers with: 200 when it returns, the refusal's status when it throws one. */
export function statusOf(fn: () => unknown): number {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}
