// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "../people/schema";

/** The organisation's details as staff set them (settings/site-settings.server.ts). */

/** Organisation details editable by staff (issue: site settings): one JSON value per key, defaults in app/content. */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date()),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});
