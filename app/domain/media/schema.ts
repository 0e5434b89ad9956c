// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";

/** Uploaded pictures: the stored original's facts; variants are made on request (media/images.server.ts). */

export const images = sqliteTable("images", {
  id: id(),
  /** sha256 of the stored original: content-addressed URLs can be cached forever. */
  hash: text("hash").notNull().unique(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  alt: text("alt").notNull().default(""),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export type Image = typeof images.$inferSelect;
