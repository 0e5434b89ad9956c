import { and, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { hasAccess } from "~/domain/auth/access.server";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { wallClock } from "~/utils/dates";
import { GENERAL_FUND, donationQuerySchema, type DonationQuery } from "./gift-schema";
import { maskPhone } from "./mask-phone";
import { campaigns, donations, type Donation } from "./schema";
import { probableDuplicates, type ProbableDuplicate } from "~/domain/giving/momo/duplicates.server";

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
export const giftDate = sql<number>`coalesce(${donations.confirmedAt}, ${donations.createdAt})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(query: DonationQuery, viewer: Viewer): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null;
  const contains = (column: SQL | typeof donations.donorName) => sql`lower(${column}) like ${search} escape '\\'`;
  const range = query.month ? monthRange(query.month) : null;
  // Only a search that reads as a phone number ("0788 123 412", "+250-788…") looks in phones: the digits of a
  // reference such as "EUR-mx0sk-vhu61o" would otherwise match strangers' numbers.
  const digits = query.q && /^[\d\s+().-]+$/.test(query.q) ? query.q.replace(/\D/g, "") : "";
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

export const select = () =>
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
    /** Issue 33: RWF per unit and the RWF counted, for a gift received in another currency (else null). */
    rate: d.exchangeRate,
    amountRwf: d.amountRwf ?? (d.currency === "RWF" || d.source === "momo" ? d.amount : null),
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
export type StaffGift = ReturnType<typeof toStaffGift> & {
  probableDuplicateOf?: ProbableDuplicate | null;
};

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
  const found = select()
    .where(where)
    .orderBy(desc(giftDate), desc(donations.id))
    .limit(query.limit)
    .offset((page - 1) * query.limit)
    .all();
  // Flagged from the raw rows (the number is compared, never shown to editors); the flag is a field of the JSON too.
  const duplicates = probableDuplicates(found.map((r) => r.d));
  const rows = found.map((r) => ({
    ...toStaffGift({ ...r.d, campaignTitle: r.campaignTitle }, viewer),
    probableDuplicateOf: duplicates.get(r.d.id) ?? null,
  }));
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
    const rwf = d.amountRwf ?? d.amount; // what it counts for (issue 33: a gift in euros counts at its rate)
    add(byCampaign, campaignTitle ?? "Where most needed", rwf);
    add(byMonth, `${w.year}-${String(w.month).padStart(2, "0")}`, rwf);
    add(byMethod, d.method, rwf);
    amount += rwf;
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
