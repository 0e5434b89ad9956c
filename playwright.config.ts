import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/chromium-args";

// Set once in the runner process; workers inherit them.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `yoh-e2e-${process.pid}`);
process.env.E2E_PORT ??= "4300";
process.env.E2E_SMTP_PORT ??= "4325";
process.env.E2E_MAILBOX_PORT ??= "4326";

// Debian's headless shell first: the same Chromium without the desktop browser's windows, a third cheaper per test
// on 2 cores (Playwright's own default is its headless shell too); the full browser when it is all there is.
function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((p) => p && fs.existsSync(p));
}

const executablePath = chromiumPath();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/support/global-teardown.ts",
  fullyParallel: true,
  // One value wherever it runs: every worker drives a Chromium against the one shared stack below (one Node server,
  // one SQLite file, the SMTP sink) on a 2-core machine; a third worker only queues behind them and nears timeouts.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    launchOptions,
    // Recording a trace costs every test a fifth of its time on 2 cores; CI records the retry of a failure only.
    trace: "on-first-retry",
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  // The shared stack (tests/support/e2e-server.mjs); it builds first when build/ is missing or stale.
  webServer: {
    command: "node tests/support/e2e-server.mjs",
    url: `http://localhost:${process.env.E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
