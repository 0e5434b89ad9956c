import pino from "pino";

/**
 * The one logger: a JSON line per event on stdout (the operator's `docker logs` or journald keeps them).
 * Anything that could carry a secret is redacted by name wherever it sits, one level down included.
 */
export const log = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "warn" : "info"),
  redact: {
    paths: ["password", "token", "code", "secret", "authorization", "cookie", "*.password", "*.token", "*.code", "*.secret", "*.authorization", "*.cookie"],
    censor: "[redacted]",
  },
});

/** An error as a short, log-safe object (no request bodies, no user input beyond the message). */
export const errorInfo = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
