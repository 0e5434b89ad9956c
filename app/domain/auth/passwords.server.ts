import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { createWorkerPool, type WorkerPool } from "~/platform/workers/worker-pool.server";

export const BCRYPT_COST = 10;
export const MAX_PASSWORD_BYTES = 72;

/** bcrypt ignores bytes past 72; refuse them rather than silently accept a weaker secret. */
export const passwordTooLong = (password: string) => Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES;

// bcryptjs in worker threads: the same library and cost, so every stored hash stays valid, but a
// 100-250 ms hash no longer stops every other request on the main thread (issue 28).
// On Linux a nice value belongs to the thread: this worker yields the CPU to the event loop (page renders) when
// both want it, so a burst of logins on a busy 2-core machine slows logins, not every reader's page.
const BCRYPT_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
try { require("node:os").setPriority(workerData.nice); } catch {}
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, op, args }) => {
  try {
    const value = op === "hash" ? bcrypt.hashSync(args[0], args[1])
      : op === "compare" ? bcrypt.compareSync(args[0], args[1])
      : op === "priority" ? require("node:os").getPriority()
      : (() => { throw new Error("unknown op " + op); })();
    parentPort.postMessage({ id, ok: true, value });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

/** One worker leaves a core for the event loop on the 2-core VPS; PASSWORD_WORKERS overrides. */
export const PASSWORD_WORKERS = Math.max(
  1,
  Math.min(4, Number(process.env.PASSWORD_WORKERS) || Math.max(1, availableParallelism() - 1)),
);

let pool: WorkerPool | null = null;
function passwordPool() {
  pool ??= createWorkerPool({
    source: BCRYPT_WORKER,
    size: PASSWORD_WORKERS,
    workerData: { bcryptPath: createRequire(import.meta.url).resolve("bcryptjs"), nice: 10 },
    // A worker holds 10-17 MB while it lives (docs/decisions/030 "Memory"): a burst keeps it busy, and after one
    // login it ends 5 s later; the next login pays a worker's start (tens of ms) beside bcrypt's 100-250.
    idleMs: 5_000,
  });
  return pool;
}

export const hashPassword = (password: string) => passwordPool().run<string>("hash", [password, BCRYPT_COST]);
export const verifyPassword = (password: string, hash: string) =>
  passwordPool().run<boolean>("compare", [password, hash]);
/** The nice value a password worker runs at (tests, and an operator's check). */
export const passwordWorkerPriority = () => passwordPool().run<number>("priority", []);

// Compared against when the e-mail is unknown, so a login takes as long either way. A fixed
// cost-10 hash (of "not-a-real-password") rather than hashing one at start-up on the main thread.
export const DUMMY_HASH = "$2b$10$rTyfGdY8CeS/zpnArXHlaOqpkN20yGyvUFwIfm/R0XCanctvKI9Ky";
