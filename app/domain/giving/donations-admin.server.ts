import { and, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "~/domain/audit/audit.server";
import { csvCell } from "~/domain/newsletter/subscribers-admin.server";
import { hasAccess, requireAccess } from "~/domain/auth/access.server";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { isLang, type Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { db } from "~/platform/data/db.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { formatDate, wallClock } from "~/utils/dates";
import { afterConfirm, confirmInTx } from "./confirm.server";
import { GENERAL_FUND, donationQuerySchema, reasonSchema, type DonationQuery } from "./gift-schema";
import { validateToldGift } from "./gift-pledge.server";
import { maskPhone } from "./mask-phone";
import { campaigns, donations, type Donation } from "./schema";

/**
 * Staff's gifts (issue 25 §5). What a viewer sees depends on their rights, decided here for the page, its CSV and
 * GET /api/donations alike: `donations:view` (editors) gives amounts and the names donors chose to show;
 * `donations:donor-details` (admins) adds full names, e-mails and phone numbers.
 */
export type Viewer = { details: boolean; record: boolean };
export const viewerOf = (user: User): Viewer => ({
  details: hasAccess(user, "donations:donor-details"),
  record: hasAccess(user, "donations:record"),
});

export const readDonationQuery = (url: URL) => validate(donationQuerySchema, Object.fromEntries(url.searchParams));

/** The instant a calendar month starts on the site's clock ("2026-11" in Kigali → 2026-10-31T22:00Z). */
export function monthStart(year: number, month: number, timeZone = siteTimeZone()): Date {
  const guess = Date.UTC(year, month - 1, 1);
  const w = wallClock(new Date(guess), timeZone);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess;
  return new Date(guess - offset);
}
const monthRange = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return [monthStart(y, m), m === 12 ? monthStart(y + 1, 1) : monthStart(y, m + 1)] as const;
};

/** A gift's date: when it was confirmed, else when it reached us. */
const giftDate = sql<number>`coalesce(${donations.confirmedAt}, ${donations.createdAt})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(query: DonationQuery, viewer: Viewer): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null;
  const contains = (column: SQL | typeof donations.donorName) => sql`lower(${column}) like ${search} escape '\\'`;
  const range = query.month ? monthRange(query.month) : null;
  const digits = query.q?.replace(/\D/g, "") ?? "";
  return and(
    query.status ? eq(donations.status, query.status) : undefined,
    query.method ? eq(donations.method, query.method) : undefined,
    query.campaign === GENERAL_FUND
      ? isNull(donations.campaignId)
      : query.campaign
        ? eq(donations.campaignId, query.campaign)
        : undefined,
    range ? and(gte(giftDate, range[0].getTime()), lt(giftDate, range[1].getTime())) : undefined,
    search
      ? or(
          // Editors search only the names donors chose to show.
          viewer.details
            ? contains(sql`${donations.donorName}`)
            : and(eq(donations.showName, true), contains(sql`${donations.donorName}`)),
          contains(sql`${donations.reference}`),
          like(donations.receiptNumber, search),
          viewer.details ? contains(sql`${donations.donorEmail}`) : undefined,
          viewer.details && digits.length >= 3 ? like(donations.phone, `%${digits}%`) : undefined,
        )
      : undefined,
  );
}

type Row = Donation & { campaignTitle: string | null };

const select = () =>
  db
    .select({ d: donations, campaignTitle: campaigns.title })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId));

/** One gift as staff see it, with only what the viewer may know about the donor. */
export function toStaffGift(row: Row, viewer: Viewer) {
  const d = row;
  const publicName = d.showName && d.donorName ? d.donorName : null;
  return {
    id: d.id,
    status: d.status,
    method: d.method,
    source: d.source,
    campaignId: d.campaignId,
    campaign: d.campaignTitle ?? "Where most needed",
    amount: d.amount,
    currency: d.currency,
    date: (d.confirmedAt ?? d.createdAt).toISOString(),
    givenOn: d.givenOn,
    reference: d.reference,
    receiptNumber: d.receiptNumber,
    lang: d.lang,
    reason: d.staffReason ?? d.failureReason,
    donorName: viewer.details ? d.donorName : publicName,
    showName: d.showName,
    ...(viewer.details ? { email: d.donorEmail, phone: d.phone } : { phone: d.phone ? maskPhone(d.phone) : null }),
    erased: !!d.erasedAt,
  };
}
export type StaffGift = ReturnType<typeof toStaffGift>;

export function listDonations(query: DonationQuery, viewer: Viewer) {
  const where = whereOf(query, viewer);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(donations)
      .where(where)
      .get()?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, pages);
  const rows = select()
    .where(where)
    .orderBy(desc(giftDate), desc(donations.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit)
    .all()
    .map((r) => toStaffGift({ ...r.d, campaignTitle: r.campaignTitle }, viewer));
  return { rows, total, page, pages, limit: query.limit, totals: donationTotals(where) };
}

/** Confirmed gifts of the filtered list, per campaign, per month (site's clock) and per method. */
export function donationTotals(where: SQL | undefined) {
  const rows = select()
    .where(and(where, eq(donations.status, "confirmed")))
    .all();
  const tz = siteTimeZone();
  const add = (map: Map<string, { amount: number; gifts: number }>, key: string, amount: number) => {
    const t = map.get(key) ?? { amount: 0, gifts: 0 };
    map.set(key, { amount: t.amount + amount, gifts: t.gifts + 1 });
  };
  const byCampaign = new Map<string, { amount: number; gifts: number }>();
  const byMonth = new Map<string, { amount: number; gifts: number }>();
  const byMethod = new Map<string, { amount: number; gifts: number }>();
  let amount = 0;
  for (const { d, campaignTitle } of rows) {
    const w = wallClock(d.confirmedAt ?? d.createdAt, tz);
    add(byCampaign, campaignTitle ?? "Where most needed", d.amount);
    add(byMonth, `${w.year}-${String(w.month).padStart(2, "0")}`, d.amount);
    add(byMethod, d.method, d.amount);
    amount += d.amount;
  }
  const list = (m: typeof byCampaign) => [...m].map(([key, v]) => ({ key, ...v }));
  return {
    amount,
    gifts: rows.length,
    byCampaign: list(byCampaign).sort((a, b) => b.amount - a.amount),
    byMonth: list(byMonth).sort((a, b) => b.key.localeCompare(a.key)),
    byMethod: list(byMethod).sort((a, b) => b.amount - a.amount),
  };
}

/** All campaigns, for the filter and the staff entry (drafts and closed ones too: old gifts name them). */
export const campaignOptions = () =>
  db
    .select({ id: campaigns.id, title: campaigns.title, status: campaigns.status })
    .from(campaigns)
    .orderBy(desc(campaigns.startsOn))
    .all();

// ---- Staff actions on money: each in one transaction with its audit entry (never a phone or an e-mail in it).

const requireRecorder = (actor: User | null) => requireAccess(actor, "donations:record", msg("forbidden"));

function requireGift(id: string | undefined): Donation {
  const gift = isPlausibleId(id) ? db.select().from(donations).where(eq(donations.id, id!)).get() : undefined;
  if (!gift) throw new HttpError(404, "Gift not found");
  return gift;
}

const rwf = (n: number) => `${new Intl.NumberFormat("en-US").format(n)} RWF`;
const auditOf = (gift: Donation, extra: Record<string, unknown> = {}) => ({
  amount: gift.amount,
  method: gift.method,
  campaignId: gift.campaignId,
  receiptNumber: gift.receiptNumber,
  ...extra,
});

/** Confirms a pledge. A MoMo gift is MTN's to decide: it cannot be confirmed by hand. */
export function confirmGift(actor: User | null, id: string | undefined) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  if (gift.method === "momo") throw new HttpError(409, "A MoMo payment is confirmed by MTN, not by hand");
  if (gift.status !== "pending") throw new HttpError(409, `This gift is already ${gift.status}`);
  const result = db.transaction((tx) => {
    const done = confirmInTx(tx, gift.id, { by: user.id });
    if (!done) throw new HttpError(409, "This gift is no longer pending");
    recordAudit(tx, {
      actor: user,
      action: "donation.confirmed",
      targetType: "donation",
      targetId: gift.id,
      summary: `${rwf(gift.amount)} gift (${done.receiptNumber})`,
      details: auditOf(done.gift),
    });
    return done;
  });
  afterConfirm(result);
  return result.gift;
}

export function declineGift(actor: User | null, id: string | undefined, input: unknown) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  const { reason } = validate(reasonSchema, input);
  if (gift.method === "momo") throw new HttpError(409, "A MoMo payment is decided by MTN, not by hand");
  if (gift.status !== "pending") throw new HttpError(409, `This gift is already ${gift.status}`);
  const now = new Date();
  return db.transaction((tx) => {
    const updated = tx
      .update(donations)
      .set({ status: "declined", staffReason: reason, decidedBy: user.id, decidedAt: now, updatedAt: now })
      .where(and(eq(donations.id, gift.id), eq(donations.status, "pending")))
      .returning()
      .get();
    if (!updated) throw new HttpError(409, "This gift is no longer pending");
    recordAudit(tx, {
      actor: user,
      action: "donation.declined",
      targetType: "donation",
      targetId: gift.id,
      summary: `${rwf(gift.amount)} pledge`,
      details: auditOf(gift, { reason }),
    });
    return updated;
  });
}

/** Voids a confirmed gift: it stops counting, its receipt says VOID and its number is never given again. */
export function voidGift(actor: User | null, id: string | undefined, input: unknown) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  const { reason } = validate(reasonSchema, input);
  if (gift.status !== "confirmed") throw new HttpError(409, "Only a confirmed gift can be voided");
  const now = new Date();
  const updated = db.transaction((tx) => {
    const row = tx
      .update(donations)
      .set({ status: "void", staffReason: reason, decidedBy: user.id, decidedAt: now, updatedAt: now })
      .where(and(eq(donations.id, gift.id), eq(donations.status, "confirmed")))
      .returning()
      .get();
    if (!row) throw new HttpError(409, "Only a confirmed gift can be voided");
    recordAudit(tx, {
      actor: user,
      action: "donation.voided",
      targetType: "donation",
      targetId: gift.id,
      summary: `${rwf(gift.amount)} gift (${gift.receiptNumber})`,
      details: auditOf(gift, { reason }),
    });
    return row;
  });
  invalidateGuestPages();
  return updated;
}

/** A gift received in cash or by transfer, entered by staff: confirmed at once, so it gets its receipt. */
export function enterGift(actor: User | null, input: unknown) {
  const user = requireRecorder(actor);
  const gift = validateToldGift(input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const lang: Lang = isLang(raw.lang) ? raw.lang : "en";
  const result = db.transaction((tx) => {
    const row = tx
      .insert(donations)
      .values({
        campaignId: gift.campaignId,
        amount: gift.amount,
        method: gift.method,
        source: "staff",
        status: "pending",
        lang,
        donorName: gift.name ?? null,
        donorEmail: gift.email ?? null,
        showName: gift.showName && !!gift.name,
        givenOn: gift.givenOn,
        reference: gift.reference || null,
      })
      .returning()
      .get();
    const done = confirmInTx(tx, row.id, { by: user.id })!;
    recordAudit(tx, {
      actor: user,
      action: "donation.entered",
      targetType: "donation",
      targetId: row.id,
      summary: `${rwf(row.amount)} ${row.method} gift (${done.receiptNumber})`,
      details: auditOf(done.gift),
    });
    return done;
  });
  afterConfirm(result);
  return result.gift;
}

// ---- CSV

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula: such a value gets a
 * leading apostrophe, and every cell is quoted (the subscribers' export does the same: subscribers-admin.server.ts).
 */
export { csvCell };

export function donationsCsv(query: DonationQuery, viewer: Viewer) {
  const rows = select()
    .where(whereOf(query, viewer))
    .orderBy(desc(giftDate), desc(donations.id))
    .all()
    .map((r) => toStaffGift({ ...r.d, campaignTitle: r.campaignTitle }, viewer));
  const tz = siteTimeZone();
  const head = [
    "date",
    "status",
    "method",
    "source",
    "campaign",
    "amount",
    "currency",
    "receipt_number",
    "reference",
    "given_on",
    "donor_name",
    ...(viewer.details ? ["email", "phone"] : []),
    "reason",
  ];
  const lines = rows.map((g) =>
    [
      formatDate(g.date, "withTime", "en", tz),
      g.status,
      g.method,
      g.source,
      g.campaign,
      String(g.amount),
      g.currency,
      g.receiptNumber ?? "",
      g.reference ?? "",
      g.givenOn ?? "",
      g.donorName ?? "",
      ...(viewer.details ? [("email" in g ? g.email : "") ?? "", g.phone ?? ""] : []),
      g.reason ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[head.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}
