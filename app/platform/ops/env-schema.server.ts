import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** A whole number of `unit` between min and max, given as text. */
const wholeNumber = (unit: string, min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** "production" only when the start says so (the launcher scripts/serve.mjs derives it from the NODE_ENV given). */
  APP_MODE: z.enum(["local", "production"]).optional(),
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => !list || (list.length > 0 && list.every((s) => s.length >= 16)), {
      message: "must be a comma-separated list of secrets of at least 16 characters",
    }),
  APP_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://example.org" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must look like smtp://user:pass@host:587")
    .optional(),
  // The sender's address; its display name is the organisation's name in the settings (app/platform/mail/layout.server.ts).
  MAIL_FROM: z.string().min(3).default("no-reply@localhost"),
  /** Each of the SMTP connection, greeting and inactivity limits (nodemailer's defaults are 2, 0.5 and 10 minutes). */
  MAIL_TIMEOUT_SECONDS: z.coerce.number({ message: "must be a number of seconds" }).int().min(1).max(300).default(10),
  /** A message not sent this long after it was queued is marked failed and shown to admins at /admin/mail. */
  MAIL_GIVE_UP_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int()
    .min(1)
    .default(24 * 60 * 60),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, "must be at least 8 characters")
    .max(72, "must be at most 72 characters")
    .optional(),
  /** Default: true in local mode, false in production (see resolveDefaults). */
  SEED_DEMO: boolish.optional(),
  TRUST_PROXY: boolish.default(false),
  /** Issue 39: counting page views and searches for the reports (decision 042); off: nothing is counted. */
  COUNT_VISITS: boolish.default(true),
  /** /healthz answers 503 when DATA_DIR's file system has less free space than this (megabytes). */
  MIN_FREE_DISK_MB: wholeNumber("megabytes", 0, 1_000_000).default(100),
  /** Daily backups (platform/backups/backup-job.server.ts): where, how many to keep, how often. Default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: wholeNumber("backups", 1, 1000).default(7),
  BACKUP_EVERY_HOURS: wholeNumber("hours", 1, 24 * 30).default(24),
  /** New posts by e-mail (issue 17): the newsletter job queues at most this many messages every NEWSLETTER_BATCH_SECONDS. */
  NEWSLETTER_BATCH_SIZE: wholeNumber("messages", 1, 10_000).default(50),
  NEWSLETTER_BATCH_SECONDS: wholeNumber("seconds", 1, 24 * 60 * 60).default(60),
  /** Test-only hooks (/__test/error, ?__fail on blog loaders); refused in production mode. */
  E2E_ERROR_ROUTE: boolish.default(false),
  /** With E2E_ERROR_ROUTE: a named point where the process kills itself (crash tests, test-hooks.server.ts). */
  E2E_CRASH_AT: z.string().max(60).optional(),
  /** With E2E_ERROR_ROUTE: stands for a new deployment in the service worker's version (issue 27, offline specs). */
  E2E_SW_RELEASE: z.string().max(60).optional(),
  /**
   * MTN MoMo Open API, Collection product (issue 25): all or none. Without them the gift form offers no online
   * payment. The user, key and subscription key are secrets: never logged.
   */
  MOMO_API_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://sandbox.momodeveloper.mtn.com" })
    .optional(),
  MOMO_API_USER: z.string().min(1).max(200).optional(),
  MOMO_API_KEY: z.string().min(1).max(200).optional(),
  MOMO_SUBSCRIPTION_KEY: z.string().min(1).max(200).optional(),
  MOMO_TARGET_ENVIRONMENT: z.enum(["sandbox", "mtnrwanda"], { message: "must be sandbox or mtnrwanda" }).optional(),
  MOMO_CURRENCY: z.enum(["EUR", "RWF"], { message: "must be EUR (MTN's sandbox) or RWF (live)" }).optional(),
  /**
   * Africa's Talking SMS (issue 38): the username and API key together, or neither (then nothing about SMS shows).
   * The key is a secret: never logged. The sandbox is https://api.sandbox.africastalking.com with the username
   * "sandbox".
   */
  AFRICASTALKING_USERNAME: z.string().min(1).max(100).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).max(200).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11, "must be at most 11 characters").optional(),
  AFRICASTALKING_API_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://api.africastalking.com" })
    .default("https://api.africastalking.com"),
  /** How long one send may take before it counts as a timeout (and is retried later). */
  SMS_TIMEOUT_SECONDS: wholeNumber("seconds", 1, 120).default(10),
});

export const MOMO_VARIABLES = [
  "MOMO_API_URL",
  "MOMO_API_USER",
  "MOMO_API_KEY",
  "MOMO_SUBSCRIPTION_KEY",
  "MOMO_TARGET_ENVIRONMENT",
  "MOMO_CURRENCY",
] as const;

export type Env = Omit<z.output<typeof envSchema>, "APP_MODE" | "SEED_DEMO" | "BACKUP_DIR"> & {
  BACKUP_DIR: string;
  APP_MODE: "local" | "production";
  SEED_DEMO: boolean;
  SESSION_SECRETS: string[];
  APP_URL: string;
};

export class EnvError extends Error {}

/** Pure parse, so tests can feed it any environment. Secrets are resolved by `loadEnv`. */
export function parseEnv(raw: Record<string, string | undefined>) {
  // Empty strings mean "unset" — a blank line in a .env file should not count as a value.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvError(`Invalid environment: ${issue.path.join(".")} ${issue.message}`);
  }
  const parsed = result.data;
  const APP_MODE = parsed.APP_MODE ?? (parsed.NODE_ENV === "production" ? "production" : "local");
  const env = { ...parsed, APP_MODE, SEED_DEMO: parsed.SEED_DEMO ?? APP_MODE === "local" };
  if (APP_MODE === "production" && !env.SESSION_SECRET) {
    throw new EnvError("Invalid environment: SESSION_SECRET is required in production");
  }
  if (APP_MODE === "production" && env.E2E_ERROR_ROUTE) {
    throw new EnvError("Invalid environment: E2E_ERROR_ROUTE is a test hook and is refused in production");
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new EnvError("Invalid environment: ADMIN_EMAIL and ADMIN_PASSWORD go together");
  }
  const momoSet = MOMO_VARIABLES.filter((name) => env[name] !== undefined);
  if (momoSet.length > 0 && momoSet.length < MOMO_VARIABLES.length) {
    const missing = MOMO_VARIABLES.filter((name) => env[name] === undefined);
    throw new EnvError(
      `Invalid environment: the MoMo variables go together (all or none); missing ${missing.join(", ")}`,
    );
  }
  if (Boolean(env.AFRICASTALKING_USERNAME) !== Boolean(env.AFRICASTALKING_API_KEY)) {
    throw new EnvError("Invalid environment: AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY go together");
  }
  return env;
}

function resolveSecrets(env: ReturnType<typeof parseEnv>): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // Local mode: one generated secret, kept so sessions survive restarts.
  const file = path.join(env.DATA_DIR, ".session-secret");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    console.log(`[env] local mode: no SESSION_SECRET set, generated one in ${file} (set SESSION_SECRET in production)`);
  }
  return [fs.readFileSync(file, "utf8").trim()];
}

export function loadEnv(raw: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(raw);
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SESSION_SECRETS: resolveSecrets(env),
  };
}
