import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { sharedGeneration } from "./shared-generation.server";

// Two connections to one file stand for two worker processes (data_version is per connection, as per process).
const opened: Database.Database[] = [];
let dir = "";
afterEach(() => {
  for (const c of opened.splice(0)) c.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
function connections() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "yoh-generation-"));
  const file = path.join(dir, "app.db");
  const [a, b] = [new Database(file), new Database(file)];
  a.pragma("journal_mode = WAL");
  a.exec("create table t (x integer)");
  opened.push(a, b);
  return [a, b] as const;
}

describe("the guest cache's shared generation", () => {
  it("with several workers: another worker's announced write empties the copies, its other writes do not", () => {
    const [a, b] = connections();
    const one = sharedGeneration(false, a);
    const two = sharedGeneration(false, b);
    b.prepare("insert into t values (1)").run(); // a view count, a session: not for guests
    expect(one.changedElsewhere()).toBe(false);
    two.announce();
    expect(one.changedElsewhere()).toBe(true);
    expect(one.changedElsewhere()).toBe(false);
    // Inside the writer's transaction: seen with the write, and not at all when it rolls back.
    expect(() =>
      b.transaction(() => {
        b.prepare("insert into t values (2)").run();
        two.announce();
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    expect(one.changedElsewhere()).toBe(false);
    // Its own announcement is not news to the other direction until the other writes.
    one.announce();
    expect(two.changedElsewhere()).toBe(true);
  });

  it("alone: any commit by another connection (a script, the test suite) empties them, as before", () => {
    const [a, b] = connections();
    const one = sharedGeneration(true, a);
    b.prepare("insert into t values (1)").run();
    expect(one.changedElsewhere()).toBe(true);
    expect(one.changedElsewhere()).toBe(false);
    one.announce(); // no write alone
    expect(a.pragma("user_version", { simple: true })).toBe(0);
  });
});
