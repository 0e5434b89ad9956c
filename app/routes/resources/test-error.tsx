import { redirect } from "react-router";

/**
 * Lets the end-to-end tests see the top-level error screen (SPEC §2) from a real render crash.
 * Only active when the server runs with E2E_ERROR_ROUTE=true; elsewhere it behaves like any unknown path.
 */
export function loader() {
  if (process.env.E2E_ERROR_ROUTE !== "true") throw redirect("/");
  return null;
}

export default function CrashOnPurpose(): never {
  throw new Error("Deliberate render crash for the error-screen test");
}
