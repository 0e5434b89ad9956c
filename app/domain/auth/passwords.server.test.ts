import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { createWorkerPool } from "~/platform/workers/worker-pool.server";
import { BCRYPT_COST, DUMMY_HASH, hashPassword, passwordWorkerPriority, verifyPassword } from "./passwords.server";

describe("passwords in the worker pool", () => {
  it("hashes with bcrypt at the same cost, and the hash verifies both in the pool and with plain bcryptjs", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterz", hash)).toBe(false);
    expect(bcrypt.compareSync("correct horse battery", hash)).toBe(true);
  });

  it("verifies a hash made before the pool existed (bcryptjs on the main thread, $2a$ and $2b$)", async () => {
    const old2b = bcrypt.hashSync("mot de passe é ñ", 10);
    const old2a = old2b.replace(/^\$2b\$/, "$2a$");
    expect(await verifyPassword("mot de passe é ñ", old2b)).toBe(true);
    expect(await verifyPassword("mot de passe é ñ", old2a)).toBe(true);
    expect(await verifyPassword("mot de passe", old2b)).toBe(false);
  });

  it("the dummy hash is a real cost-10 bcrypt hash, so an unknown e-mail costs a full compare", async () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_COST);
    expect(await verifyPassword("not-a-real-password", DUMMY_HASH)).toBe(true);
  });

  it("propagates bcrypt's errors as rejections, and keeps bcryptjs's answer for a malformed hash", async () => {
    // As on the main thread: bcryptjs answers false for a string that is not a hash ...
    expect(await verifyPassword("x", "not a hash")).toBe(false);
    // ... and throws for arguments of the wrong type; the throw arrives here as a rejection.
    await expect(verifyPassword("x", 42 as unknown as string)).rejects.toThrow(/Illegal arguments/);
  });

  it("runs many at once without losing or mixing answers", async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `pw-${i}-${"x".repeat(i)}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(passwords[(i + 1) % 6], h)));
    expect(checks).toEqual([false, false, false, false, false, false]);
    expect(await Promise.all(hashes.map((h, i) => verifyPassword(passwords[i], h)))).toEqual(Array(6).fill(true));
  });

  it("keeps the event loop free while hashing", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await Promise.all([hashPassword("a"), hashPassword("b"), hashPassword("c")]);
    clearInterval(timer);
    // Three cost-10 hashes take well over 60 ms; a blocked loop would have ticked at most a few times.
    expect(ticks).toBeGreaterThan(5);
  });
});

describe("the worker pool", () => {
  const source = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, op, args }) => {
  if (op === "crash") process.exit(3);
  if (op === "throw-uncaught") setImmediate(() => { throw new Error("boom in worker"); });
  else if (op === "fail") parentPort.postMessage({ id, ok: false, error: "refused: " + args[0] });
  else parentPort.postMessage({ id, ok: true, value: args[0] * 2 });
});`;

  it("survives a worker that exits or throws: the running task fails, the next ones succeed", async () => {
    const pool = createWorkerPool({ source, size: 1 });
    try {
      expect(await pool.run("double", [2])).toBe(4);
      const crash = pool.run("crash", []);
      const after = pool.run("double", [5]);
      await expect(crash).rejects.toThrow(/exited with code 3/);
      expect(await after).toBe(10);
      await expect(pool.run("throw-uncaught", [])).rejects.toThrow(/boom in worker/);
      await expect(pool.run("fail", ["why"])).rejects.toThrow("refused: why");
      expect(await pool.run("double", [21])).toBe(42);
    } finally {
      await pool.close();
    }
  });

  it("rejects queued and new tasks once closed", async () => {
    const pool = createWorkerPool({ source, size: 1 });
    await pool.close();
    await expect(pool.run("double", [1])).rejects.toThrow(/closed/);
  });
});

describe("the worker pool's idle workers", () => {
  const source = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", ({ id }) => parentPort.postMessage({ id, ok: true, value: threadId }));`;

  it("end after the idle time and start again on demand", async () => {
    const pool = createWorkerPool({ source, size: 2, idleMs: 50 });
    try {
      const first = await pool.run<number>("id", []);
      expect(await pool.run<number>("id", [])).toBe(first);
      await new Promise((r) => setTimeout(r, 300));
      const later = await pool.run<number>("id", []);
      // A new thread: the idle one was ended.
      expect(later).not.toBe(first);
      expect(await Promise.all([1, 2, 3, 4].map(() => pool.run<number>("id", [])))).toHaveLength(4);
    } finally {
      await pool.close();
    }
  });
});

describe("the password worker's priority", () => {
  it("runs below the event loop's thread (Linux: nice is per thread), which keeps its own", async () => {
    const { getPriority } = await import("node:os");
    const main = getPriority();
    const worker = await passwordWorkerPriority();
    expect(getPriority()).toBe(main);
    if (process.platform === "linux") expect(worker).toBe(Math.max(main, 10));
  });
});
