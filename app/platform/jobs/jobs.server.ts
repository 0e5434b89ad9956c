import { eq } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { jobRuns } from "./schema";

/**
 * Background work in the server process (the mail worker, pruning, backups, scheduled publishing) follows one
 * pattern:
 * - a job is idempotent: running it twice, or again after a crash half-way, does no harm;
 * - its state lives in the database (its own tables, and `job_runs` for when it last and next runs), so a
 *   restart neither skips a due run nor repeats a finished one;
 * - it stops cleanly on SIGTERM: `stopJobs()` aborts the signal each run receives and waits for it to return;
 * - every run that did something, and every failure, is one log line.
 */
export type Job = {
  name: string;
  /** Time between runs. A run that fails is tried again after `retryMs` (default: the same interval). */
  everyMs: number;
  retryMs?: number;
  /** Returns a short line for the log and job_runs ("sent 3", "removed 12 rows"); nothing means nothing happened. */
  run: (signal: AbortSignal) => Promise<string | void> | string | void;
};

type Running = { job: Job; timer?: NodeJS.Timeout; current?: Promise<void>; again?: boolean };
const state = globalThis as unknown as {
  __jobs?: Map<string, Running>;
  __jobsAbort?: AbortController;
  /** In a web worker of several (docs/decisions/043): the jobs another process runs, and its pending answers. */
  __jobsElsewhere?: { names: Set<string>; waiting: Map<number, () => void>; nextId: number };
  __jobsAnswering?: boolean;
};

function record(name: string, values: Partial<typeof jobRuns.$inferInsert>) {
  try {
    db.insert(jobRuns)
      .values({ name, ...values })
      .onConflictDoUpdate({ target: jobRuns.name, set: values })
      .run();
  } catch (error) {
    // A full disk must not stop the job loop; the next run records again.
    log.warn({ job: name, error: errorInfo(error) }, "job state not recorded");
  }
}

function schedule(entry: Running, at: number) {
  clearTimeout(entry.timer);
  if (state.__jobsAbort?.signal.aborted) return;
  // setTimeout's limit is about 24.8 days; a later run just wakes up and reschedules.
  const delay = Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1);
  entry.timer = setTimeout(() => void runNow(entry.job.name), delay);
  entry.timer.unref();
}

/** Runs a job at once (unless it is running); its next run is counted from now. */
export async function runNow(name: string, { again = false } = {}): Promise<void> {
  const entry = state.__jobs?.get(name);
  const signal = state.__jobsAbort?.signal;
  if (!entry) return askTheJobsWorker(name);
  if (!signal || signal.aborted) return;
  if (entry.current) {
    // Asked from another process while running: what it queued may have come after this run read its queue.
    if (again) entry.again = true;
    return entry.current;
  }
  const { job } = entry;
  clearTimeout(entry.timer);
  entry.current = (async () => {
    const started = Date.now();
    record(job.name, { lastStartedAt: new Date(started) });
    let ok = true;
    let message: string | void = undefined;
    try {
      message = await job.run(signal);
      if (message) log.info({ job: job.name, ms: Date.now() - started }, message);
    } catch (error) {
      ok = false;
      message = error instanceof Error ? error.message : String(error);
      log.error({ job: job.name, error: errorInfo(error) }, "job failed");
    }
    const next = Date.now() + (ok ? job.everyMs : (job.retryMs ?? job.everyMs));
    record(job.name, {
      lastFinishedAt: new Date(),
      lastOk: ok,
      lastMessage: message ? String(message).slice(0, 500) : null,
      nextRunAt: new Date(next),
    });
    entry.current = undefined;
    schedule(entry, entry.again ? Date.now() : next);
    entry.again = false;
  })();
  return entry.current;
}

/** Starts every job: each runs when its stored next run is due (at once if it never ran or a run was missed). */
export function startJobs(jobs: Job[]) {
  if (state.__jobs) return;
  answerOtherWorkers();
  state.__jobs = new Map();
  state.__jobsAbort = new AbortController();
  const stored = new Map(
    db
      .select()
      .from(jobRuns)
      .all()
      .map((row) => [row.name, row]),
  );
  for (const job of jobs) {
    const entry: Running = { job };
    state.__jobs.set(job.name, entry);
    schedule(entry, stored.get(job.name)?.nextRunAt?.getTime() ?? Date.now());
  }
}

/** Stops scheduling and waits (up to `timeoutMs`) for runs in progress to notice the abort and return. */
export async function stopJobs(timeoutMs = 5_000) {
  const jobs = state.__jobs;
  if (!jobs) return;
  state.__jobsAbort?.abort();
  for (const entry of jobs.values()) clearTimeout(entry.timer);
  const running = [...jobs.values()].flatMap((entry) => (entry.current ? [entry.current] : []));
  await Promise.race([Promise.allSettled(running), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  state.__jobs = undefined;
}

/** For the admin area and /healthz: every job's last run. */
export const listJobRuns = () => db.select().from(jobRuns).all();

export const jobRunOf = (name: string) => db.select().from(jobRuns).where(eq(jobRuns.name, name)).get();

/**
 * Whether the job runner has this job: this process's, or in a server of several workers the jobs worker's
 * (false in unit tests, scripts and with JOBS=off).
 */
export const isJobScheduled = (name: string) =>
  state.__jobs?.has(name) ?? state.__jobsElsewhere?.names.has(name) ?? false;

type JobMessage = { type: "app:run-job"; id: number; name: string } | { type: "app:job-ran"; id: number };
const isJobMessage = (message: unknown): message is JobMessage =>
  typeof message === "object" && message !== null && String((message as JobMessage).type).startsWith("app:job");

/**
 * A web worker of several (scripts/cluster-primary.mjs): these jobs run in the jobs worker. `runNow` here asks it
 * through the primary and resolves when that run is over (or after a minute, or at once without a primary).
 */
export function jobsRunElsewhere(jobs: Job[]) {
  if (process.env.JOBS === "off" || !process.send || state.__jobsElsewhere) return;
  const elsewhere = { names: new Set(jobs.map((job) => job.name)), waiting: new Map<number, () => void>(), nextId: 1 };
  state.__jobsElsewhere = elsewhere;
  process.on("message", (message: unknown) => {
    if (!isJobMessage(message) || message.type !== "app:job-ran") return;
    elsewhere.waiting.get(message.id)?.();
    elsewhere.waiting.delete(message.id);
  });
}

function askTheJobsWorker(name: string): Promise<void> {
  const elsewhere = state.__jobsElsewhere;
  if (!elsewhere?.names.has(name) || !process.send || !process.connected) return Promise.resolve();
  const id = elsewhere.nextId++;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => done(), 60_000);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      elsewhere.waiting.delete(id);
      resolve();
    };
    elsewhere.waiting.set(id, done);
    process.send!({ type: "app:run-job", id, name } satisfies JobMessage, undefined, undefined, (error) => {
      if (error) done();
    });
  });
}

/** The jobs worker of several: runs what a web worker asked for (relayed by the primary) and says when it is over. */
function answerOtherWorkers() {
  if (!process.send || state.__jobsAnswering) return;
  state.__jobsAnswering = true;
  process.on("message", (message: unknown) => {
    if (!isJobMessage(message) || message.type !== "app:run-job") return;
    void runNow(message.name, { again: true }).finally(() => {
      if (process.connected) process.send!({ type: "app:job-ran", id: message.id } satisfies JobMessage);
    });
  });
}
