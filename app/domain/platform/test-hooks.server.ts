/**
 * Lets the end-to-end tests reach the blog's error states through a real loader failure, the way
 * /__test/error reaches the top-level error screen. Active only when the server runs with E2E_ERROR_ROUTE=true.
 */
export function failForTests(request: Request) {
  if (process.env.E2E_ERROR_ROUTE === "true" && new URL(request.url).searchParams.has("__fail")) {
    throw new Error("Deliberate loader failure for the error-state tests");
  }
}
