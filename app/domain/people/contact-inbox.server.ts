import { and, count, desc, eq } from "drizzle-orm";
import type { MessageListQuery } from "~/domain/people/contact-schema";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { contactMessages, type ContactMessage, type MessageStatus, type User } from "./schema";

import { isPlausibleId as isId } from "~/platform/data/ids.server";

/** Staff's inbox, newest first, filtered by status and type; `counts` per status for the filter chips. */
export function listMessages(query: MessageListQuery) {
  const where = and(
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.type ? eq(contactMessages.type, query.type) : undefined,
  );
  const total = db.select({ n: count() }).from(contactMessages).where(where).get()?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const rows = db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit)
    .all();
  const byStatus = db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status)
    .all();
  const counts = { all: 0, new: 0, read: 0, replied: 0 };
  for (const row of byStatus) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return { rows, total, page, pages, limit: query.limit, counts };
}

export function findMessage(id: string | undefined | null): ContactMessage | null {
  if (!isId(id)) return null;
  return db.select().from(contactMessages).where(eq(contactMessages.id, id)).get() ?? null;
}

const requireMessage = (id: string | undefined) => {
  const message = findMessage(id);
  if (!message) throw new HttpError(404, "Message not found");
  return message;
};

/** SPEC §4: new → read on opening; staff may also mark replied (or back). Recorded in the audit log. */
export function setMessageStatus(actor: User, id: string | undefined, status: MessageStatus) {
  const message = requireMessage(id);
  if (message.status === status) return message;
  return db.transaction((tx) => {
    const updated = tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, message.id))
      .returning()
      .get();
    recordAudit(tx, {
      actor,
      action: `message.${status}`,
      targetType: "message",
      targetId: message.id,
      summary: message.subject,
    });
    return updated;
  });
}

/** Opening a new message marks it read; any other status stays. */
export function openMessage(actor: User, id: string | undefined) {
  const message = findMessage(id);
  if (message?.status === "new") return setMessageStatus(actor, message.id, "read");
  return message;
}

export function deleteMessage(actor: User, id: string | undefined) {
  const message = requireMessage(id);
  db.transaction((tx) => {
    tx.delete(contactMessages).where(eq(contactMessages.id, message.id)).run();
    recordAudit(tx, {
      actor,
      action: "message.deleted",
      targetType: "message",
      targetId: message.id,
      summary: message.subject,
    });
  });
}

/** The message as the API returns it (SPEC §3). */
export const toMessageJson = (m: ContactMessage) => ({
  _id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  type: m.type,
  status: m.status,
  createdAt: m.createdAt.toISOString(),
});
