import fs from "node:fs";

/** The run's temporary data directory goes with it, even when the server was killed rather than stopped. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
