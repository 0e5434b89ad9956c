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

ensureBrowser();
run("npx", ["vitest", "run"]);
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
