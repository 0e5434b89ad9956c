// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The rate limiter's counters (rate-limit.server.ts). */

/** Fixed-window counters for rate limits; keys look like "login:ip:1.2.3.4". */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
});
