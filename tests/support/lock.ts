import fs from "node:fs";
import path from "node:path";

/**
 * Runs `fn` while holding a named lock shared by every worker and project of this test run (a directory in the
 * e2e data dir: mkdir is atomic). For tests that change site-wide state, such as the site settings.
 */
export async function withLock<T>(name: string, fn: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR!, `lock-${name}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`lock ${name} not released in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
