import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  rolesWith,
  rolesWithout,
  userHasPermission,
  type Permission,
} from "./permissions";

/**
 * Issue 24: the roles and their rights are written once, in ./permissions.ts. This test holds that table (a change
 * of anyone's rights is a change here too, on purpose) and keeps the rest of app/ from deciding by role names.
 */
const AUTHOR: Permission[] = ["admin-area:enter", "post:create", "post:read:own", "post:edit:own", "events:draft"];
const EDITOR: Permission[] = [
  ...AUTHOR,
  "post:read:any",
  "post:edit:any",
  "post:publish",
  "post:feature",
  "post:delete",
  "post:share",
  "dashboard:view",
  "users:view",
  "users:rename",
  "messages:manage",
  "subscribers:manage",
  "settings:view",
  "campaigns:manage",
  "donations:view",
  "donations:record",
  "questions:answer",
  "events:manage",
  "events:check-in",
  "reports:view",
];
const ADMIN: Permission[] = [
  ...EDITOR,
  "users:manage",
  "settings:edit",
  "mail:manage",
  "backups:download",
  "donations:donor-details",
];
const EXPECTED = { user: [], author: AUTHOR, editor: EDITOR, admin: ADMIN } as const;

describe("the role → permission table", () => {
  it("gives each role exactly these permissions", () => {
    expect(ROLES).toEqual(["user", "author", "editor", "admin"]);
    for (const role of ROLES) expect([...ROLE_PERMISSIONS[role]].sort(), role).toEqual([...EXPECTED[role]].sort());
  });

  it("orders the roles: each has every right of the one below it", () => {
    ROLES.slice(1).forEach((role, i) => {
      for (const p of ROLE_PERMISSIONS[ROLES[i]!]) expect(ROLE_PERMISSIONS[role], `${role} lacks ${p}`).toContain(p);
    });
  });

  it("names every permission some role holds, each once, as entity:action[:own|any]", () => {
    const held = new Set(ROLES.flatMap((r) => [...ROLE_PERMISSIONS[r]]));
    expect([...held].sort()).toEqual([...PERMISSIONS].sort());
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const role of ROLES) expect(new Set(ROLE_PERMISSIONS[role]).size, role).toBe(ROLE_PERMISSIONS[role].length);
    for (const p of PERMISSIONS) expect(p).toMatch(/^[a-z-]+:[a-z-]+(:(own|any))?$/);
    // Whoever may act on anyone's may act on their own.
    for (const role of ROLES) {
      for (const p of ROLE_PERMISSIONS[role].filter((q) => q.endsWith(":any")))
        expect(ROLE_PERMISSIONS[role]).toContain(p.replace(/:any$/, ":own"));
    }
  });

  it("answers for an account by its role, and nothing for a guest or an unknown role", () => {
    expect(userHasPermission({ role: "editor" }, "post:publish")).toBe(true);
    expect(userHasPermission({ role: "author" }, "post:publish")).toBe(false);
    expect(userHasPermission({ role: "author" }, "post:edit:own")).toBe(true);
    expect(userHasPermission({ role: "admin" }, "backups:download")).toBe(true);
    expect(userHasPermission({ role: "editor" }, "backups:download")).toBe(false);
    expect(userHasPermission(null, "post:create")).toBe(false);
    expect(userHasPermission({ role: "superuser" }, "post:create")).toBe(false);
    expect(userHasPermission({ role: "toString" }, "post:create")).toBe(false);
    expect(rolesWith("users:manage")).toEqual(["admin"]);
    expect(rolesWith("post:publish")).toEqual(["editor", "admin"]);
    expect(rolesWithout("admin-area:enter")).toEqual(["user"]);
  });
});

describe("the server's access rule asks the table, after the session and the verified address", () => {
  const tmp = withTempDataDir("permissions-test");
  let access: typeof import("~/domain/auth/access.server");
  let dbm: typeof import("~/platform/data/db.server");
  beforeAll(async () => {
    access = await import("~/domain/auth/access.server");
    dbm = await import("~/platform/data/db.server");
  });
  afterAll(() => {
    dbm?.sqlite.close();
    tmp.cleanup();
  });
  type User = import("~/server/schema").User;
  const account = (role: User["role"], isVerified: boolean) =>
    ({
      id: `id-${role}`,
      name: role,
      email: `${role}@example.org`,
      passwordHash: "",
      avatar: null,
      role,
      lang: "en",
      isVerified,
      createdAt: new Date(),
      lastLogin: null,
    }) as User;

  it("gives a verified account its role's permissions, an unverified one none, a guest a login", () => {
    for (const role of ROLES) {
      for (const p of PERMISSIONS) {
        expect(access.checkAccess(account(role, true), p), `${role} ${p}`).toBe(
          EXPECTED[role].includes(p as never) ? "ok" : "forbidden",
        );
        expect(access.checkAccess(account(role, false), p), `unverified ${role} ${p}`).toBe("verify");
        expect(access.checkAccess(null, p)).toBe("login");
      }
      expect(access.checkAccess(account(role, false), "signed-in")).toBe("ok");
      expect(access.checkAccess(account(role, false), "verified")).toBe("verify");
      expect(access.checkAccess(account(role, true), "verified")).toBe("ok");
    }
    expect(() =>
      access.requireAccess(account("editor", true), "settings:edit", "Only an admin can change the site settings"),
    ).toThrow("Only an admin");
    expect(access.hasAccess(account("admin", true), "settings:edit")).toBe(true);
  });
});

// ---- The rest of app/ asks the permission module: no role names in decisions ----

const ROOT = path.resolve("app");
const HOME = path.join(ROOT, "domain", "people", "permissions.ts");
const ACCESS_RULE = path.join(ROOT, "domain", "auth", "access.server.ts");
const ROLE = `["'\`](?:user|author|editor|admin)["'\`]`;

const RULES: [RegExp, string, (file: string) => boolean][] = [
  [
    new RegExp(`[!=]==?\\s*${ROLE}|${ROLE}\\s*[!=]==?`),
    "compares to a role name: ask userHasPermission / hasAccess for a named permission",
    () => true,
  ],
  [
    /\brole\s*[!=]==?\s*["'`]|["'`]\s*[!=]==?\s*[\w.?!]*\brole\b/,
    "compares a role to a literal: ask for a named permission",
    () => true,
  ],
  [
    /\b(?:eq|ne|inArray|notInArray)\(\s*[\w.]*\brole\s*,\s*["'`[]/,
    "queries a role by name: use rolesWith / rolesWithout (permissions.ts)",
    () => true,
  ],
  [new RegExp(`${ROLE}\\s*,\\s*${ROLE}`), "lists role names: ROLES (permissions.ts) is the one list", () => true],
  [
    /\b(?:isStaffRole|isWriterRole|isStaff|isAdmin|isWriter)\b/,
    "the old role helpers: ask for a named permission",
    () => true,
  ],
  [
    /\buserHasPermission\(/,
    "server code asks the access rule (hasAccess / checkAccess / require*), which also wants a verified account",
    (file) => file.endsWith(".server.ts") && file !== ACCESS_RULE,
  ],
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });
}

describe("one vocabulary of roles and rights", () => {
  it("no module outside permissions.ts decides by a role's name", () => {
    const found: string[] = [];
    for (const file of sources(ROOT)) {
      if (file === HOME) continue;
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          for (const [rule, why, applies] of RULES)
            if (applies(file) && rule.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${why}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const hits = (line: string, file = "x.server.ts") =>
      RULES.filter(([rule, , applies]) => applies(file) && rule.test(line)).length;
    for (const line of [
      'if (user.role === "admin") {',
      'user!.role !== "editor"',
      '"author" === actor.role',
      'const colours = known === "author" ? a : b;',
      '.where(eq(users.role, "admin"))',
      'inArray(users.role, ["editor", "admin"])',
      'z.enum(["user", "author", "editor", "admin"])',
      "isStaffRole(user.role)",
      'userHasPermission(actor, "users:manage")',
    ]) {
      expect(hits(line), line).toBeGreaterThan(0);
    }
    expect(hits('userHasPermission(viewer, "users:manage")', "app/routes/admin/users.tsx")).toBe(0);
    expect(hits("updates.role !== undefined && !managesPeople(updates.role)")).toBe(0);
    expect(hits("query.role ? eq(users.role, query.role) : undefined")).toBe(0);
  });
});
