import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { mailOutbox } from "~/platform/mail/schema";
import { newsletterSendings, SUBSCRIBER_STATUSES, subscribers } from "./schema";
import { type User } from "~/domain/people/schema";
import { hasAccess } from "~/domain/auth/access.server";
import { msg } from "~/i18n/message";
import { pageParam } from "~/utils/query-params";

/** /admin/subscribers (issue 17): admins and editors see, search, remove and export subscribers, and each sending. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

export function requireSubscriberStaff(actor: User) {
  if (!hasAccess(actor, "subscribers:manage")) throw new HttpError(403, msg("forbidden"));
  return actor;
}

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
export const subscriberQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
  status: z.preprocess(blankToUndefined, z.enum(SUBSCRIBER_STATUSES).optional()).catch(undefined),
  lang: z.preprocess(blankToUndefined, z.enum(LANGUAGES).optional()).catch(undefined),
  page: pageParam().catch(1),
});
export type SubscriberQuery = z.output<typeof subscriberQuerySchema>;

export const readSubscriberQuery = (url: URL): SubscriberQuery => {
  const parsed = subscriberQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : { page: 1 };
};

function where(query: SubscriberQuery): SQL | undefined {
  const parts: SQL[] = [];
  // A LIKE on the address, with its own wildcards taken literally.
  if (query.q)
    parts.push(
      sql`lower(${subscribers.email}) like ${`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    );
  if (query.status) parts.push(eq(subscribers.status, query.status));
  if (query.lang) parts.push(eq(subscribers.lang, query.lang));
  return parts.length ? and(...parts) : undefined;
}

export function listSubscribers(query: SubscriberQuery) {
  const filter = where(query);
  const total = db.select({ n: count() }).from(subscribers).where(filter).get()!.n;
  const rows = db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      lang: subscribers.lang,
      status: subscribers.status,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
    })
    .from(subscribers)
    .where(filter)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((query.page - 1) * SUBSCRIBERS_PAGE_SIZE)
    .all();
  return { total, rows, pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)) };
}

/** How many by status, and active ones by language: the page's summary. */
export function subscriberCounts() {
  const byStatus = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as Record<
    (typeof SUBSCRIBER_STATUSES)[number],
    number
  >;
  for (const r of db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status)
    .all())
    byStatus[r.status] = r.n;
  const activeByLang = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<(typeof LANGUAGES)[number], number>;
  for (const r of db
    .select({ lang: subscribers.lang, n: count() })
    .from(subscribers)
    .where(eq(subscribers.status, "active"))
    .groupBy(subscribers.lang)
    .all())
    activeByLang[r.lang] = r.n;
  return { byStatus, activeByLang };
}

export function removeSubscriber(actor: User, id: string | undefined) {
  requireSubscriberStaff(actor);
  const row = id ? db.select().from(subscribers).where(eq(subscribers.id, id)).get() : undefined;
  if (!row) throw new HttpError(404, "That subscriber does not exist");
  db.transaction((tx) => {
    tx.update(mailOutbox)
      .set({ status: "expired", text: "", html: "", lastError: "subscriber removed" })
      .where(
        and(
          eq(mailOutbox.kind, "newsletter"),
          eq(mailOutbox.toAddress, row.email.toLowerCase()),
          eq(mailOutbox.status, "queued"),
        ),
      )
      .run();
    tx.delete(subscribers).where(eq(subscribers.id, row.id)).run();
    // The address itself is not kept in the log: removing someone means forgetting them. (AUDIT_TARGETS has no
    // "subscriber"; a subscriber is a mailing-list entry, so "mail".)
    recordAudit(tx, {
      actor,
      action: "subscriber.removed",
      targetType: "mail",
      targetId: row.id,
      summary: `Subscriber removed (${row.lang}, ${row.status})`,
    });
  });
  return row;
}

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula: such a value gets
 * a leading apostrophe (OWASP's advice), and every cell is quoted.
 */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersCsv(query: SubscriberQuery) {
  const rows = db
    .select({
      email: subscribers.email,
      lang: subscribers.lang,
      status: subscribers.status,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(where(query))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .all();
  const iso = (d: Date | null) => d?.toISOString() ?? "";
  const lines = [
    ["email", "language", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"].map(csvCell).join(","),
  ];
  for (const r of rows)
    lines.push(
      [r.email, r.lang, r.status, iso(r.createdAt), iso(r.confirmedAt), iso(r.unsubscribedAt)].map(csvCell).join(","),
    );
  return lines.join("\r\n") + "\r\n";
}

/** Each sending, newest first, with its messages counted in the outbox by status. */
export function listSendings(limit = 50) {
  const sendings = db.select().from(newsletterSendings).orderBy(desc(newsletterSendings.createdAt)).limit(limit).all();
  const ids = sendings.map((s) => s.id);
  const counts = ids.length
    ? db
        .select({ id: mailOutbox.batchId, status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(and(isNotNull(mailOutbox.batchId), inArray(mailOutbox.batchId, ids)))
        .groupBy(mailOutbox.batchId, mailOutbox.status)
        .all()
    : [];
  return sendings.map((s) => {
    const of = (status: string) =>
      counts.filter((c) => c.id === s.id && c.status === status).reduce((a, c) => a + c.n, 0);
    return {
      id: s.id,
      postId: s.postId,
      title: s.postTitle,
      lang: s.lang,
      status: s.status,
      total: s.queued,
      queued: of("queued"),
      sent: of("sent"),
      failed: of("failed"),
      dropped: of("expired"),
      createdAt: s.createdAt,
      startedAt: s.startedAt,
    };
  });
}
