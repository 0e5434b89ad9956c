import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("jobs-test");
let jobs: typeof import("./jobs.server");
let dbm: typeof import("~/platform/data/db.server");
let schema: typeof import("./schema");

beforeAll(async () => {
  jobs = await import("./jobs.server");
  dbm = await import("~/platform/data/db.server");
  schema = await import("./schema");
});
afterAll(async () => {
  await jobs.stopJobs();
  dbm.sqlite.close();
  tmp.cleanup();
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("the background-job pattern", () => {
  it("runs a due job at start, records it, skips one whose stored next run is later, and never runs one job twice at once", async () => {
    const later = Date.now() + 60 * 60_000;
    dbm.db
      .insert(schema.jobRuns)
      .values({ name: "not-yet", nextRunAt: new Date(later) })
      .run();
    let due = 0;
    let notYet = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    jobs.startJobs([
      {
        name: "due",
        everyMs: 60_000,
        async run() {
          due++;
          await gate;
          return "did the work";
        },
      },
      { name: "not-yet", everyMs: 60_000, run: () => void notYet++ },
    ]);
    await until(() => due === 1);
    // A second wake-up while the first run is still going joins it instead of starting another.
    const again = jobs.runNow("due");
    release();
    await again;
    expect(due).toBe(1);
    expect(notYet).toBe(0);
    const row = jobs.jobRunOf("due")!;
    expect(row.lastOk).toBe(true);
    expect(row.lastMessage).toBe("did the work");
    expect(row.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(jobs.jobRunOf("not-yet")!.nextRunAt!.getTime()).toBe(later);
    await jobs.stopJobs();
  });

  it("records a failure and schedules the retry sooner; stopping aborts the run in progress and waits for it", async () => {
    let sawAbort = false;
    let started = false;
    jobs.startJobs([
      {
        name: "failing",
        everyMs: 60 * 60_000,
        retryMs: 1_000,
        run() {
          throw new Error("mail server down");
        },
      },
      {
        name: "slow",
        everyMs: 60_000,
        run: (signal) =>
          new Promise<void>((resolve) => {
            started = true;
            signal.addEventListener("abort", () => {
              sawAbort = true;
              resolve();
            });
          }),
      },
    ]);
    await until(() => jobs.jobRunOf("failing")?.lastOk === false && started);
    const failed = jobs.jobRunOf("failing")!;
    expect(failed.lastMessage).toBe("mail server down");
    expect(failed.nextRunAt!.getTime()).toBeLessThan(Date.now() + 5_000);
    await jobs.stopJobs();
    expect(sawAbort).toBe(true);
    expect(jobs.jobRunOf("slow")!.lastFinishedAt).not.toBeNull();
  });
});
