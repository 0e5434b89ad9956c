import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serveCommand } from "../../scripts/harness/production-server.mjs";

// Issue 28: package.json's serve script (what the container runs) carries the memory settings; the harness starts
// every test's and the bench's server from it (docs/decisions/030 "Memory").
describe("the serve command", () => {
  const { env, args } = serveCommand() as { env: Record<string, string>; args: string[] };

  it("keeps the memory settings: two malloc arenas, a heap grown to 1.5× what is live, 4 MB semi-spaces", () => {
    expect(env).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(args).toEqual(["--heap-growing-percent=50", "--max-semi-space-size=4", "scripts/serve.mjs"]);
  });

  it("names only options this node accepts (a removed V8 flag would stop the server from starting)", () => {
    const run = spawnSync(process.execPath, [...args.slice(0, -1), "-e", "0"], { env: { ...process.env, ...env } });
    expect(run.stderr.toString()).toBe("");
    expect(run.status).toBe(0);
  });
});
