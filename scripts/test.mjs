// @ts-check
// `npm test`: lint and format, types, unit tests, a production build, then the end-to-end suite in a real Chromium.
// Installs a browser first when none is found (Debian's chromium as root, else Playwright's own).
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

let failedSteps = 0;
/**
 * Runs a step; a failure is remembered, and the summary line is still printed at the end.
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) failedSteps++;
  return result.status === 0;
}

const readJson = (/** @type {string} */ file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

// Debian's headless shell is the system Chromium without the desktop browser's windows: the end-to-end suite runs in
// about half the time on 2 cores (docs/decisions/040). The full browser still works (CHROMIUM_PATH, or when it is
// all a machine has); the benchmark's Lighthouse uses it.
const BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

function ensureBrowser() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return;
  if (fs.existsSync(BROWSERS[0])) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium-headless-shell (and chromium for the benchmark)…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell chromium",
      { stdio: "inherit" },
    );
  } else if (!BROWSERS.some((p) => fs.existsSync(p))) {
    console.log("No system Chromium found: installing Playwright's Chromium…");
    execSync("npx playwright install chromium", { stdio: "inherit" });
  }
}

function summary() {
  const unit = readJson("test-reports/unit.json") ?? { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 };
  const e2e = readJson("test-reports/e2e.json")?.stats ?? { expected: 0, flaky: 0, unexpected: 0, skipped: 0 };
  const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
  // A step that failed without reporting a test (build, a crashed runner) still counts as a failure.
  const failed =
    unit.numFailedTests + e2e.unexpected + (failedSteps > 0 && unit.numFailedTests + e2e.unexpected === 0 ? 1 : 0);
  const skipped = unit.numPendingTests + e2e.skipped;
  console.log(`\nunit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  console.log(`e2e: ${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed, ${e2e.skipped} skipped`);
  console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

ensureBrowser();
fs.rmSync("test-reports", { recursive: true, force: true });
fs.mkdirSync("test-reports", { recursive: true });
// Lint, format and types first: quick, and a failure there says more than the tests it would break.
run("npm", ["run", "lint"]);
run("npm", ["run", "typecheck"]);
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-reports/unit.json"]);
if (run("npm", ["run", "build"])) run("npx", ["playwright", "test", ...process.argv.slice(2)]);
summary();
process.exit(failedSteps > 0 ? 1 : 0);
