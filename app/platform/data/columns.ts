// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { randomBytes } from "node:crypto";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Opaque, URL-safe ids: 16 characters from 96 random bits. */
export const newId = () => randomBytes(12).toString("base64url");

/** The columns most tables share: the id above as primary key, and when the row was made. */
export const id = () => text("id").primaryKey().$defaultFn(newId);
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
