import { redirect } from "react-router";
import { testHooksEnabled } from "~/platform/ops/test-hooks.server";

/**
 * Lets the end-to-end tests see the top-level error screen (SPEC §2) from a real render crash. Unless the
 * validated env enables test hooks (never in production mode) it is exactly the catch-all: a redirect home.
 */
export function loader() {
  if (!testHooksEnabled()) throw redirect("/");
  return null;
}

export default function CrashOnPurpose(): never {
  throw new Error("Deliberate render crash for the error-screen test");
}
