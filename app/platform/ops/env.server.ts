import { EnvError, loadEnv, type Env } from "./env-schema.server";

export type { Env };

function loadOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const env: Env = loadOrExit();
