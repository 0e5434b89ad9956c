import { env } from "./env.server";

/** Test hooks exist only when the validated env enables them (refused in production mode). */
export const testHooksEnabled = () => env.E2E_ERROR_ROUTE;

/**
 * Lets the end-to-end tests reach the blog's error states through a real loader failure, the way
 * /__test/error reaches the top-level error screen.
 */
export function failForTests(request: Request) {
  if (testHooksEnabled() && new URL(request.url).searchParams.has("__fail")) {
    throw new Error("Deliberate loader failure for the error-state tests");
  }
}

/**
 * A crash point for the end-to-end tests: when the test hooks are on and E2E_CRASH_AT names this point, the process
 * dies here at once (SIGKILL, as `kill -9` would), so a test can restart it and see what was left behind.
 */
export function crashPointForTests(name: string) {
  if (testHooksEnabled() && env.E2E_CRASH_AT === name) process.kill(process.pid, "SIGKILL");
}
