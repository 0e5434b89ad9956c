// @ts-check
// Playwright's webServer (playwright.config.ts): the shared end-to-end stack (tests/support/e2e-stack.mjs) on the
// run's ports and a fresh E2E_DATA_DIR, with the mailbox view the specs read (fixtures.ts mailsFor) and switch.
// Builds first when build/ is missing or older than the sources (scripts/harness/production-server.mjs).
import fs from "node:fs";
import { ensureBuild } from "../../scripts/harness/production-server.mjs";
import { startE2eStack } from "./e2e-stack.mjs";

const { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT, E2E_MAILBOX_PORT } = process.env;
if (!E2E_DATA_DIR) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
ensureBuild();

// Nothing else of the runner's environment reaches the server: LOG_LEVEL=debug for a look into a failing run.
const stack = await startE2eStack({
  port: Number(E2E_PORT),
  smtpPort: Number(E2E_SMTP_PORT),
  mailboxPort: Number(E2E_MAILBOX_PORT),
  // The fake MTN MoMo (issue 25): every spec's server has online payment on; specs steer it on this port.
  momoPort: Number(E2E_PORT) + 30,
  dataDir: E2E_DATA_DIR,
  env: process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {},
  // The server's log in a file beside the data (kept after the run), not in the runner's output: a 500 seen once
  // in a full run (stop 45) could not be read afterwards. Its path is printed so a failing run says where to look.
  logFile: `${E2E_DATA_DIR}.log`,
});
console.error(`[e2e] the server's log: ${E2E_DATA_DIR}.log`);

// The temporary data directory goes with the run.
let stopping = false;
async function stop() {
  stopping = true;
  setTimeout(() => process.exit(0), 5000).unref();
  await stack.stop();
  stack.server.removeData({ force: true });
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
stack.server.exited?.then((exit) => {
  if (stopping) return;
  console.error(`[e2e] the server stopped (${JSON.stringify(exit)}):\n${stack.server.logTail()}`);
  process.exit(exit.code ?? 1);
});
