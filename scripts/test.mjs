// `npm test`: unit tests, a production build, then the end-to-end suite in a real Chromium.
// Installs a browser first when none is found (Debian's chromium as root, else Playwright's own).
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function findChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && fs.existsSync(p));
}

function ensureBrowser() {
  if (findChromium()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.log("No system Chromium found: installing Playwright's Chromium…");
    execSync("npx playwright install chromium", { stdio: "inherit" });
  }
}

function summary() {
  const unit = JSON.parse(fs.readFileSync("test-reports/unit.json", "utf8"));
  const e2e = JSON.parse(fs.readFileSync("test-reports/e2e.json", "utf8")).stats;
  const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
  const failed = unit.numFailedTests + e2e.unexpected;
  const skipped = unit.numPendingTests + e2e.skipped;
  console.log(`\nunit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  console.log(`e2e: ${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed, ${e2e.skipped} skipped`);
  console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

ensureBrowser();
fs.mkdirSync("test-reports", { recursive: true });
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-reports/unit.json"]);
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
summary();
