// The shapes the load, crash and money tests pass around (their .mjs files name them in JSDoc: issue 36).
import type { loadConfig } from "./config.mjs";
import type { Ledger } from "./ledger.mjs";
import type { Stats } from "./stats.mjs";
import type { startSmtpSink } from "../harness/smtp-sink.mjs";

export type Config = ReturnType<typeof loadConfig>;
export type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** What every client of a run shares: where the server is, the settings, and where results go. */
export interface Ctx {
  base: string;
  config: Config;
  stats: Stats;
  ledger: Ledger;
  sink: Sink;
  posts: { id: string }[];
  anomalies: string[];
  serverErrors: string[];
  onServerError?: (kind: string, path: string, status: number, body: string) => void;
  deadline: number;
  codeWaits: number[];
  codesMissing: number;
  identities: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  ip?: string;
}

/** What `call()` resolves with; status 0: no answer (-1: a sign-up whose code never came). */
export interface CallResult {
  status: number;
  ok: boolean;
  // The server's JSON answers, read by shape (the scripts check what they need).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json?: any;
  timedOut?: boolean;
}

export type Outcome = "pending" | "ack" | "refused" | "unknown";

export interface LedgerEntry {
  type: string;
  key: string;
  value: unknown;
  start: number;
  end: number | null;
  outcome: Outcome;
  status?: number;
  timedOut?: boolean;
  tokenHash?: string;
}

/** One virtual client; staff clients own a share of the posts. */
export interface Client {
  no: number;
  ip: string;
  role: string;
  token?: string | null;
  posts?: { id: string }[];
}

/** An account a member or sign-up client makes. */
export interface Identity {
  email: string;
  name: string;
  password: string;
  ip: string;
  contacts: number;
  liked: Map<string, boolean>;
}

/** What a scenario's own events report: lines for the report, and `after()` once the server has stopped. */
export interface EventReport {
  ok: boolean;
  lines: string[];
  after?: () => Promise<{ ok: boolean; lines: string[] }>;
}

export interface DuringArgs {
  ctx: Ctx;
  server: import("../harness/production-server.mjs").ProductionServer;
  workDir: string;
  dataDir: string;
}
