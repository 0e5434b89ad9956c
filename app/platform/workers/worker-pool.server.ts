import { Worker } from "node:worker_threads";

/**
 * A tiny pool of worker threads for CPU-bound work that must not block the event loop (bcrypt).
 * Each worker runs one task at a time; tasks wait in a FIFO queue. A worker that dies (crash,
 * out-of-memory, process.exit) fails only the task it was running and is replaced, so the pool
 * keeps serving. Workers start on demand and end after `idleMs` without work (each holds its own V8 heap, some
 * 10 MB of resident memory: issue 28's memory budget), and are unref'd, so an idle pool never keeps the process
 * alive.
 *
 * `source` is CommonJS evaluated in the worker (`eval: true`), so the pool needs no separate
 * file that both Vite's server build and vitest would have to locate. It must call
 * `parentPort.on("message", ({ id, op, args }) => ...)` and answer `{ id, ok: true, value }` or
 * `{ id, ok: false, error }`.
 */
export type WorkerPool = {
  run<T>(op: string, args: unknown[]): Promise<T>;
  close(): Promise<void>;
  readonly size: number;
};

type Task = { id: number; op: string; args: unknown[]; resolve: (v: unknown) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; task: Task | null; idle: NodeJS.Timeout | null; retired: boolean };

export function createWorkerPool(options: {
  source: string;
  size: number;
  workerData?: unknown;
  idleMs?: number;
}): WorkerPool {
  const idleMs = options.idleMs ?? 30_000;
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(options.source, { eval: true, workerData: options.workerData });
    worker.unref();
    const slot: Slot = { worker, task: null, idle: null, retired: false };
    worker.on("message", (msg: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      worker.unref();
      if (msg.ok) task.resolve(msg.value);
      else task.reject(new Error(msg.error ?? "worker task failed"));
      pump();
      if (!slot.task) {
        slot.idle = setTimeout(() => {
          slot.retired = true;
          void worker.terminate();
        }, idleMs);
        slot.idle.unref();
      }
    });
    // "error" (an uncaught throw) is always followed by "exit"; fail the task once, on exit.
    let lastError: Error | null = null;
    worker.on("error", (err) => (lastError = err instanceof Error ? err : new Error(String(err))));
    worker.on("exit", (code) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      if (slot.task) {
        slot.task.reject(lastError ?? new Error(`worker exited with code ${code}`));
        slot.task = null;
      }
      if (slot.idle) clearTimeout(slot.idle);
      // A crash (or a retirement) is replaced at once only when work is waiting; else the next run() starts one.
      if (!closed) pump();
    });
    return slot;
  };

  const pump = () => {
    const live = () => slots.filter((s) => !s.retired);
    while (queue.length > live().filter((s) => !s.task).length && live().length < options.size) slots.push(spawn());
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.task || slot.retired) continue;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      const task = queue.shift()!;
      slot.task = task;
      // Referenced while busy, so a pending hash keeps a short script alive until it answers.
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, op: task.op, args: task.args });
    }
  };

  return {
    size: options.size,
    run<T>(op: string, args: unknown[]) {
      if (closed) return Promise.reject(new Error("worker pool closed"));
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, op, args, resolve: resolve as (v: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("worker pool closed"));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
