import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("activity-test");
let m: {
  activity: typeof import("./activity.server");
  dashboard: typeof import("~/routes/admin/dashboard.server");
  account: typeof import("~/domain/people/account.server");
  admin: typeof import("~/domain/people/user-admin.server");
  passwords: typeof import("~/domain/auth/passwords.server");
  audit: typeof import("~/domain/audit/audit.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};

beforeAll(async () => {
  m = {
    activity: await import("./activity.server"),
    dashboard: await import("~/routes/admin/dashboard.server"),
    account: await import("~/domain/people/account.server"),
    admin: await import("~/domain/people/user-admin.server"),
    passwords: await import("~/domain/auth/passwords.server"),
    audit: await import("~/domain/audit/audit.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

const add = async (name: string, email: string, role: "admin" | "user") =>
  m.dbm.db
    .insert(m.schema.users)
    .values({ name, email, passwordHash: await m.passwords.hashPassword("Secret#1"), role, isVerified: true })
    .returning()
    .get();
const sentences = () =>
  m.dashboard
    .dashboard({ admin: true })
    .activity.map((a) => [a.who, a.what, a.object, a.tail].filter(Boolean).join(" "));

/** Every action the domain writes to the audit log, read from the source: a new one without a sentence fails here. */
function actionsInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.server\.ts$/.test(entry.name) && !entry.name.includes(".test.")) {
        for (const [, action] of fs
          .readFileSync(file, "utf8")
          .matchAll(/"((?:post|user|message|settings|backup|mail|subscriber)\.[a-z_]+)"/g))
          found.add(action!);
      }
    }
  };
  walk(path.resolve("app/domain"));
  // contact-inbox writes `message.${status}` for each status staff can set.
  for (const status of m.schema.MESSAGE_STATUSES) found.add(`message.${status}`);
  return [...found].sort();
}

describe("the dashboard's activity sentences", () => {
  it("a person who deletes their own account: one sentence, their name once", async () => {
    await add("Keep Admin", "keep-admin@example.org", "admin");
    const person = await add("Uwase Aline", "uwase@example.org", "user");
    await m.account.deleteOwnAccount(person, { password: "Secret#1" });
    expect(sentences()[0]).toBe("Uwase Aline deleted their own account");
  });

  it("an entry written before this fix (the sentence in its summary) reads the same", () => {
    m.audit.recordAudit(m.dbm.db, {
      actor: { id: null, name: "Mukamana Grace" } as never,
      action: "user.deleted",
      targetType: "user",
      targetId: "gone",
      summary: "Mukamana Grace deleted their own account",
    });
    expect(sentences()[0]).toBe("Mukamana Grace deleted their own account");
  });

  it("an admin who deletes someone else names the person deleted", async () => {
    const admin = await add("Admin Person", "admin-person@example.org", "admin");
    const target = await add("Jean Bosco", "jean@example.org", "user");
    m.admin.deleteUser(admin, target.id);
    expect(sentences()[0]).toBe("Admin Person deleted user Jean Bosco <jean@example.org>");
  });

  it("every action the domain records has its own sentence, none repeating the actor or the raw action name", () => {
    const actions = actionsInSource();
    expect(actions).toContain("user.deleted");
    for (const action of actions) {
      const entry = {
        id: "x",
        at: new Date(),
        actorId: "a",
        actorName: "Keza Diane",
        action,
        targetType: "post",
        targetId: "t",
        summary: "Something",
        details: null,
      } as const;
      const s = m.activity.activitySentence(entry);
      const text = [s.who, s.what, s.object, s.tail].filter(Boolean).join(" ");
      expect(m.activity.hasSentence(action), `a sentence for ${action}`).toBe(true);
      expect(text, action).not.toContain(action);
      expect(text.split("Keza Diane").length - 1, text).toBe(1);
    }
  });
});
