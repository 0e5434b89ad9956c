import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Ports, as offsets from E2E_PORT, of the specs that start servers of their own: specs run in parallel, so each
 * has its own range (startup-modes +60…64, request-log +70/71, disk-full +75, mail-outbox +80…85, scheduling +88/89, time zone +92/93,
 * organisation name +94…99).
 */
export const OWN_PORTS = { startupModes: 60, requestLog: 70, diskFull: 75, mailOutbox: 80, scheduling: 88, timeZone: 92, organisationName: 94 } as const;
export const ownPort = (spec: keyof typeof OWN_PORTS, offset = 0) => Number(process.env.E2E_PORT) + OWN_PORTS[spec] + offset;

/** A production server of the spec's own, on its own port and fresh data directory, with its output kept. */
export type OwnServer = { child: ChildProcess; base: string; log: () => string; dir: string };

/**
 * Starts the built server the way a newcomer or a deployer does: nothing from the test runner's environment but
 * PATH and HOME (what `env -i` gives a fresh clone), plus `env`. Resolves once /healthz answers (or it exited).
 */
export async function startOwnServer(env: Record<string, string>, port: number, dir = fs.mkdtempSync(path.join(os.tmpdir(), "yoh-start-"))): Promise<OwnServer> {
  let output = "";
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, PORT: String(port), DATA_DIR: dir, ...env },
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const answered = await fetch(`${base}/healthz`).then((r) => r.status > 0, () => false);
    if (answered) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base, log: () => output, dir };
}

/** Stops it with SIGTERM (as a deployer would), removes its data directory unless `keepData`, returns the exit code. */
export async function stopOwnServer(s: OwnServer, { keepData = false } = {}) {
  let code = s.child.exitCode;
  if (code === null) {
    const exited = new Promise<number | null>((resolve) => s.child.once("exit", (c) => resolve(c)));
    s.child.kill("SIGTERM");
    code = await exited;
  }
  if (!keepData) fs.rmSync(s.dir, { recursive: true, force: true });
  return code;
}
