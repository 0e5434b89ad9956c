// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { ROLES } from "./permissions"; // the one list of roles (docs/decisions/024)

/** The people's tables: accounts (with their role and language) and the messages sent through the contact form. */

export const MESSAGE_TYPES = ["general", "partnership", "volunteer", "media", "support", "other"] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_STATUSES = ["new", "read", "replied"] as const;

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    // Stored trimmed and lower-cased; the unique index on lower(email) guards direct writes too.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    avatar: text("avatar"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    /** The language the person signed up in (issue 17): their e-mails (codes, resets) are written in it. */
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastLogin: integer("last_login", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_created_idx").on(t.createdAt),
    // The users list filtered by role, newest first, and its count (issue 16: no scan of every account).
    index("users_role_created_idx").on(t.role, t.createdAt),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: MESSAGE_TYPES }).notNull().default("general"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    // Issue 16 (scale): the inbox filtered by status or by type, newest first, and an account's messages (deleted
    // with the account). The status index also counts the filter chips.
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    index("contact_messages_type_created_idx").on(t.type, t.createdAt),
    index("contact_messages_user_idx").on(t.userId),
  ],
);

export type User = typeof users.$inferSelect;

export type ContactMessage = typeof contactMessages.$inferSelect;
