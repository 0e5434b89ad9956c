// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";

/** The audit log: who did what, for staff. */

/** Who changed what, for staff to see on the dashboard: every staff write (posts, users, messages, settings). */
export const AUDIT_TARGETS = [
  "post",
  "user",
  "message",
  "settings",
  "backup",
  "mail",
  "campaign",
  "donation",
  "question", // issue 26: the id and the action only, never the text
  "event", // issue 37: staff writes to events and their dates (never a sign-up's contact)
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: createdAt(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when it happened: the entry stays readable after the account is gone. */
    actorName: text("actor_name").notNull(),
    /** Dotted verb such as "post.created", "post.published", "user.role_changed". */
    action: text("action").notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }).notNull(),
    targetId: text("target_id"),
    /** A short human line, e.g. the post's title at the time. */
    summary: text("summary").notNull().default(""),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
