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
