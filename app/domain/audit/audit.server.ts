import { desc } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { auditLog, type AuditEntry, type AuditTarget } from "./schema";
import { type User } from "~/domain/people/schema";

/** A drizzle handle or a transaction on it: record inside the same transaction as the change it describes. */
type Writer = Pick<typeof db, "insert">;

export type AuditInput = {
  actor: Pick<User, "id" | "name">;
  action: string;
  targetType: AuditTarget;
  targetId?: string | null;
  summary?: string;
  details?: Record<string, unknown>;
};

/** The one way to write the audit log. Pass the transaction (`tx`) that makes the change. */
export function recordAudit(writer: Writer, entry: AuditInput) {
  writer
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      summary: (entry.summary ?? "").slice(0, 200),
      details: entry.details ?? null,
    })
    .run();
}

/** Newest first, for the dashboard's "recent activity". */
export function recentAudit(limit = 10): AuditEntry[] {
  return db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit).all();
}
