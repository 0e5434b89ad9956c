// @ts-check
// Settings shared by `npm run loadtest` and `npm run crashtest`, all from the environment so anyone can change
// them without editing code. Ports default to ones no dev server uses (the app's own default is 3000).
import { randomBytes } from "node:crypto";

/**
 * @param {string} name
 * @param {number} fallback
 */
function intFromEnv(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number of at least ${min} (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return value;
}

/**
 * `defaults` differ per script: the load test runs 100 clients, the crash test fewer.
 * @param {{ clients: number, seconds: number }} defaults
 */
export function loadConfig(defaults) {
  const seconds = intFromEnv("LOAD_SECONDS", defaults.seconds);
  return {
    clients: intFromEnv("LOAD_CLIENTS", defaults.clients),
    seconds,
    port: intFromEnv("LOAD_PORT", 4800),
    smtpPort: intFromEnv("LOAD_SMTP_PORT", 4825),
    // A request that takes longer than this counts as "no answer" (outcome unknown), as a reverse proxy would
    // give up on it (nginx's proxy_read_timeout is 60 s by default).
    timeoutMs: intFromEnv("LOAD_TIMEOUT_MS", 60_000),
    // Pause between one client's requests (0: as fast as the server answers).
    thinkMs: intFromEnv("LOAD_THINK_MS", 0, 0),
    // Clients start at random moments over the first rampSeconds (default: a sixth of the run, at most 10 s):
    // 45 sign-ups in the same instant only measure how long 45 bcrypt hashes take on one thread.
    rampSeconds: intFromEnv("LOAD_RAMP_SECONDS", Math.min(10, Math.floor(seconds / 6)), 0),
    // A sign-up client waits this long between two accounts (each sign-up costs a bcrypt hash).
    signupPauseMs: intFromEnv("LOAD_SIGNUP_PAUSE_MS", 2000, 0),
    keepData: /^(1|true|yes)$/i.test(process.env.LOAD_KEEP_DATA ?? ""),
    logLevel: process.env.LOAD_LOG_LEVEL || "info",
    // Tags every e-mail address, subject and title of this run, so the checks find exactly its writes.
    runId: randomBytes(3).toString("hex"),
  };
}
