// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";
import { images } from "../media/schema";

/** Giving (issue 25): campaigns, the gifts made to them, and the counter behind receipt numbers. */

/** draft (staff only) → active (on /give, takes gifts) → closed (by staff, or by the job on its end date). */
export const CAMPAIGN_STATUSES = ["draft", "active", "closed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    title: text("title").notNull(),
    /** Sanitised HTML from the post editor, like a post's content. */
    story: text("story").notNull().default(""),
    /** Translations: empty means "show the English". */
    titleRw: text("title_rw").notNull().default(""),
    storyRw: text("story_rw").notNull().default(""),
    titleFr: text("title_fr").notNull().default(""),
    storyFr: text("story_fr").notNull().default(""),
    /** Whole Rwandan francs. */
    goal: integer("goal").notNull(),
    /** Calendar days in the site's time zone, YYYY-MM-DD; the campaign runs to the end of `endsOn`. */
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on"),
    coverImage: text("cover_image"),
    coverImageId: text("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    coverAlt: text("cover_alt").notNull().default(""),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    /** The one the home page shows (at most one, by a partial unique index). */
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** What confirmed gifts had raised when it closed (the closing job writes it; voids later do not rewrite it). */
    raisedAtClose: integer("raised_at_close"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("campaigns_status_idx").on(t.status, t.startsOn),
    uniqueIndex("campaigns_featured_unique")
      .on(t.featured)
      .where(sql`${t.featured} = 1`),
    check("campaigns_goal_positive", sql`${t.goal} > 0`),
  ],
);

/**
 * How a gift came: `momo` is a request to pay the site sent to MTN; the others are told to us (a pledge) or entered
 * by staff, and count only once staff confirm them.
 */
export const DONATION_METHODS = ["momo", "mobile-money", "bank", "cash"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

/**
 * pending → confirmed | failed | expired (MoMo) or confirmed | declined (a pledge); confirmed → void (by staff,
 * with a reason). Only confirmed gifts count and have a receipt number.
 */
export const DONATION_STATUSES = ["pending", "confirmed", "failed", "expired", "declined", "void"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const DONATION_SOURCES = ["momo", "pledge", "staff"] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

export const donations = sqliteTable(
  "donations",
  {
    id: id(),
    /** Null: "Where most needed". A campaign with gifts cannot be deleted. */
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "restrict" }),
    /** Whole units of `currency` (RWF but for a pledge in another currency); never changes once sent to MTN. */
    amount: integer("amount").notNull(),
    /**
     * The currency sent to the provider (MTN's sandbox takes only EUR, counted as RWF), or the currency a pledge
     * was given in (issue 33: from the settings' list); RWF for everything else.
     */
    currency: text("currency").notNull().default("RWF"),
    /**
     * Issue 33: a gift received in another currency is counted in RWF at the rate staff enter when they confirm it
     * (RWF per unit, the decimal as typed, e.g. "1523.45"), and `amountRwf` is what it counts for. Both are null
     * for everything counted as it is: totals read `coalesce(amount_rwf, amount)` (progress.server.ts).
     */
    exchangeRate: text("exchange_rate"),
    amountRwf: integer("amount_rwf"),
    method: text("method", { enum: DONATION_METHODS }).notNull(),
    source: text("source", { enum: DONATION_SOURCES }).notNull(),
    status: text("status", { enum: DONATION_STATUSES }).notNull().default("pending"),
    /** The page's language when they gave: the receipt's language. */
    lang: text("lang", { enum: LANGUAGES }).notNull().default("en"),
    donorName: text("donor_name"),
    donorEmail: text("donor_email"),
    /** The MSISDN exactly as sent to MTN (digits, country code first); shown masked everywhere but to admins. */
    phone: text("phone"),
    showName: integer("show_name", { mode: "boolean" }).notNull().default(false),
    showAmount: integer("show_amount", { mode: "boolean" }).notNull().default(false),
    /** Provider (MoMo): the X-Reference-Id (a UUID v4, written before the call) and the externalId we sent. */
    provider: text("provider"),
    providerReference: text("provider_reference"),
    externalId: text("external_id"),
    /** When the provider answered 202 to the request; null while it is not known to have the request. */
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }),
    /**
     * How many times a request to pay went on the wire (issue 33). Claimed in the same conditional UPDATE that checks
     * the gift is still pending, right before the call: 0 means MTN cannot have it, so only then may a refusal say
     * "nothing was charged" without asking MTN.
     */
    sendAttempts: integer("send_attempts").notNull().default(0),
    /** A keyed digest of the creating client's address and browser, to recognise a double tap within seconds. */
    clientKey: text("client_key"),
    financialTransactionId: text("financial_transaction_id"),
    /** The provider's reason for FAILED, or the site's (expired, never reached the provider). */
    failureReason: text("failure_reason"),
    lastCheckedAt: integer("last_checked_at", { mode: "timestamp_ms" }),
    /** Pledges and staff entries: the day given (YYYY-MM-DD) and the bank or MoMo reference the donor quoted. */
    givenOn: text("given_on"),
    reference: text("reference"),
    /** Staff decisions: who, when, and why (a decline or a void). */
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    staffReason: text("staff_reason"),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** YYYY-NNNNN, given once on confirmation from receipt_counters; never reused, kept when voided. */
    receiptNumber: text("receipt_number"),
    /** SHA-256 of the printable receipt link's secret. */
    receiptSecretHash: text("receipt_secret_hash"),
    /** When the receipt e-mail was queued (once only). */
    receiptMailedAt: integer("receipt_mailed_at", { mode: "timestamp_ms" }),
    /** Set when the donor's personal data was erased ("Delete my data"): amount and receipt number stay. */
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex("donations_provider_reference_unique").on(t.providerReference),
    uniqueIndex("donations_external_id_unique").on(t.externalId),
    uniqueIndex("donations_receipt_number_unique").on(t.receiptNumber),
    uniqueIndex("donations_receipt_secret_unique").on(t.receiptSecretHash),
    index("donations_campaign_status_idx").on(t.campaignId, t.status),
    index("donations_status_created_idx").on(t.status, t.createdAt),
    index("donations_email_idx").on(sql`lower(${t.donorEmail})`),
    check("donations_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** The last receipt number given in each year: numbers are sequential per year and never reused. */
export const receiptCounters = sqliteTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export type Campaign = typeof campaigns.$inferSelect;
export type Donation = typeof donations.$inferSelect;
