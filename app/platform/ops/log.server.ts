import pino from "pino";
import { loggableText } from "./secret-paths";

/**
 * The one logger: a JSON line per event on stdout (the operator's `docker logs` or journald keeps them).
 * Anything that could carry a secret or a person's contact is redacted by name wherever it sits, one level down
 * included; an error's text has its addresses, phone numbers and e-mail addresses masked (errorInfo).
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
      "email",
      "phone",
      "msisdn",
      "*.password",
      "*.token",
      "*.code",
      "*.secret",
      "*.authorization",
      "*.cookie",
      "*.email",
      "*.phone",
      "*.msisdn",
    ],
    censor: "[redacted]",
  },
});

/**
 * An error as a short, log-safe object (no request bodies, no user input beyond the message). An address in its
 * message or stack (a URL the error quotes) has its secret segments masked, and any phone number or e-mail address
 * in it too (secret-paths.ts, contacts.ts).
 */
export const errorInfo = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: loggableText(error.message), stack: error.stack && loggableText(error.stack) }
    : { message: loggableText(String(error)) };
