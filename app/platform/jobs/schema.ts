// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The background jobs' state (jobs.server.ts). */

/** Background jobs' state (jobs.server.ts): when each last ran, how it went, when it runs next. */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: integer("last_started_at", { mode: "timestamp_ms" }),
  lastFinishedAt: integer("last_finished_at", { mode: "timestamp_ms" }),
  lastOk: integer("last_ok", { mode: "boolean" }),
  lastMessage: text("last_message"),
  nextRunAt: integer("next_run_at", { mode: "timestamp_ms" }),
});
