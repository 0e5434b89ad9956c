import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // bcrypt (cost 10) and sharp run for real in the domain tests: 5 s is too tight on 2 busy cores.
    testTimeout: 20_000,
    // beforeAll hooks build whole databases (query-plans generates a 2,000-post site): give them the same room as a test and more.
    hookTimeout: 60_000,
  },
});
