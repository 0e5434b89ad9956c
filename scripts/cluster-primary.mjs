// @ts-check
// One worker process per core (issue 40, docs/decisions/043): the primary process of `npm run serve` when
// WEB_WORKERS (default: os.availableParallelism()) is above 1. It serves nothing itself; it forks the workers that
// each run serve.mjs's server on the shared port (node:cluster hands them the connections in turn), and:
// - start-up: the first worker alone, until it listens (migrations, admin, seed and the once-per-database start-up
//   ran in it); then the others, whose migrations then find nothing to do. A first worker that exits before it
//   listens ends the primary with its code (a refused configuration must not become a restart loop);
// - roles: exactly one worker holds the background jobs (WEB_ROLE=jobs), the others only serve (WEB_ROLE=web). A
//   web worker's "run this job now" (mail queued, a backup asked for) comes here and goes on to the jobs worker, and
//   so do the page views it counted (who was seen today is known in one process only);
// - a worker that dies (kill -9, out of memory) is replaced with the same role; the others keep answering;
// - SIGTERM or SIGINT: every worker gets SIGTERM and drains (serve.mjs), the primary exits when all have.
import cluster from "node:cluster";

const RESTART_DELAY_MS = 1_000;
const STOP_CAP_MS = 12_000;

/**
 * @typedef {{ type: "app:run-job", id: number, name: string } | { type: "app:job-ran", id: number }
 *   | { type: "app:to-jobs", topic: string, items: unknown[] }} JobMessage
 */

/**
 * @param {number} count workers to run (2 or more)
 * @param {{ info: (o: object, m: string) => void, error: (o: object, m: string) => void }} log
 */
export function runPrimary(count, log) {
  process.env.WEB_WORKERS = String(count);
  let stopping = false;
  let listening = 0;
  /** @type {Map<number, "jobs" | "web">} worker id → role */
  const roles = new Map();
  /** Requests relayed to the jobs worker, by relay id: who asked, and under which id. */
  /** @type {Map<number, { from: import("node:cluster").Worker, id: number }>} */
  const relayed = new Map();
  let nextRelay = 1;

  const jobsWorker = () => [...roles].find(([, role]) => role === "jobs")?.[0];

  /** @param {"jobs" | "web"} role */
  const fork = (role) => {
    const worker = cluster.fork({ WEB_ROLE: role, WEB_WORKERS: String(count) });
    roles.set(worker.id, role);
    worker.on("message", (/** @type {JobMessage} */ message) => relay(worker, message));
    worker.once("listening", () => {
      listening++;
      log.info({ worker: worker.process.pid, role }, "worker ready");
      // The first worker has migrated and started up: the others may start now.
      if (listening === 1 && role === "jobs") for (let i = 1; i < count; i++) fork("web");
    });
    return worker;
  };

  /** @param {import("node:cluster").Worker} from @param {JobMessage} message */
  const relay = (from, message) => {
    if (!message || typeof message !== "object") return;
    if (message.type === "app:to-jobs") {
      // State that must live in one process (app/platform/ops/jobs-worker-channel.server.ts): passed on as it is,
      // or dropped while the jobs worker is being replaced.
      const id = jobsWorker();
      const target = id === undefined ? undefined : cluster.workers?.[id];
      if (target?.isConnected()) target.send(message);
    } else if (message.type === "app:run-job") {
      const id = jobsWorker();
      const target = id === undefined ? undefined : cluster.workers?.[id];
      // No jobs worker at this moment (it is being replaced): its start-up runs what is due anyway.
      if (!target || !target.isConnected()) return from.send({ type: "app:job-ran", id: message.id });
      const relayId = nextRelay++;
      relayed.set(relayId, { from, id: message.id });
      target.send({ type: "app:run-job", id: relayId, name: message.name });
    } else if (message.type === "app:job-ran") {
      const asked = relayed.get(message.id);
      relayed.delete(message.id);
      if (asked?.from.isConnected()) asked.from.send({ type: "app:job-ran", id: asked.id });
    }
  };

  cluster.on("exit", (worker, code, signal) => {
    const role = roles.get(worker.id) ?? "web";
    roles.delete(worker.id);
    for (const [relayId, asked] of relayed) if (asked.from === worker) relayed.delete(relayId);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({}, "stopped");
        process.exit(0);
      }
      return;
    }
    if (listening === 0) {
      // The first worker never listened: start-up failed or was refused. Its log said why.
      log.error({ code, signal }, "the first worker ended before it listened");
      process.exit(code ?? 1);
    }
    log.error({ worker: worker.process.pid, role, code, signal }, "worker ended: starting another");
    setTimeout(() => stopping || fork(role), RESTART_DELAY_MS).unref();
  });

  /** @param {string} signal */
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: count }, "stopping every worker (each finishes its requests and jobs)");
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), STOP_CAP_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  fork("jobs");
}
