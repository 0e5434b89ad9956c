import pino from "pino";
import { loggableText } from "./secret-paths";

/**
 * The one logger: a JSON line per event on stdout (the operator's `docker logs` or journald keeps them).
 * Anything that could carry a secret is redacted by name wherever it sits, one level down included.
 */
export const log = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "warn" : "info"),
  redact: {
    paths: [
      "password",
      "token",
      "code",
      "secret",
      "authorization",
      "cookie",
      "*.password",
      "*.token",
      "*.code",
      "*.secret",
      "*.authorization",
      "*.cookie",
    ],
    censor: "[redacted]",
  },
});

/**
 * An error as a short, log-safe object (no request bodies, no user input beyond the message). An address in its
 * message or stack (a URL the error quotes) has its secret segments masked (secret-paths.ts).
 */
export const errorInfo = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: loggableText(error.message), stack: error.stack && loggableText(error.stack) }
    : { message: loggableText(String(error)) };
