import { and, count, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { HttpError, notFound } from "~/platform/http/errors.server";
import { validate } from "~/platform/http/api.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { requireAccess } from "~/domain/auth/access.server";
import { sanitizePostHtml } from "~/domain/blog/sanitize.server";
import { images } from "~/domain/media/schema";
import { releaseImages } from "~/domain/media/image-cleanup.server";
import type { User } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { msg } from "~/i18n/message";
import { dayStamp } from "~/utils/dates";
import { campaignSchema, type CampaignInput } from "./campaign-schema";
import { campaignProgress, countedRwf } from "./progress.server";
import { campaigns, donations, type Campaign } from "./schema";

/**
 * Campaigns (issue 25): the one place that writes them. Every staff write asks the access rule for
 * `campaigns:manage`, validates with the shared zod schema, sanitises the stories with the blog's one sanitiser,
 * writes and audits in one transaction, and drops the guests' cached pages (/give and the home page show them).
 */

export const requireCampaignStaff = (actor: User | null) =>
  requireAccess(actor, "campaigns:manage", msg("campaignsForbidden"));

/** Today in the site's time zone, YYYY-MM-DD: start and end dates are days on the organisation's clock. */
export const siteToday = (now = new Date()) => dayStamp(now, siteTimeZone());

export function findCampaign(id: string | undefined): Campaign | undefined {
  if (!id) return undefined;
  return db.select().from(campaigns).where(eq(campaigns.id, id)).get();
}

function requireCampaign(id: string | undefined): Campaign {
  const row = findCampaign(id);
  if (!row) throw notFound(msg("campaignNotFound"));
  return row;
}

/** The cover picture: our own upload's URL → the image row it names (an unknown one is a 400, not a broken page). */
function coverImageId(url: string): string | null {
  if (!url) return null;
  const hash = /^\/images\/([0-9a-f]{32})\//.exec(url)?.[1];
  const image = hash ? db.select({ id: images.id }).from(images).where(eq(images.hash, hash)).get() : undefined;
  if (!image)
    throw new HttpError(400, "That uploaded image does not exist", { coverImage: "Upload the picture again" });
  return image.id;
}

const clean = (html: string) => (html.trim() === "" ? "" : sanitizePostHtml(html));

/** The stored row's values as the schema takes them (an edit overlays what it changes, then validates the whole). */
export function campaignValues(row: Campaign): Record<keyof CampaignInput, unknown> {
  return {
    title: row.title,
    story: row.story,
    goal: row.goal,
    startsOn: row.startsOn,
    endsOn: row.endsOn ?? "",
    coverImage: row.coverImage ?? "",
    coverAlt: row.coverAlt,
    status: row.status,
    featured: row.featured,
    titleRw: row.titleRw,
    storyRw: row.storyRw,
    titleFr: row.titleFr,
    storyFr: row.storyFr,
  };
}

function columnsOf(input: CampaignInput) {
  return {
    title: input.title,
    story: clean(input.story),
    goal: input.goal,
    startsOn: input.startsOn,
    endsOn: input.endsOn || null,
    coverImage: input.coverImage || null,
    coverImageId: coverImageId(input.coverImage),
    coverAlt: input.coverImage ? input.coverAlt : "",
    status: input.status,
    featured: input.featured,
    titleRw: input.titleRw,
    storyRw: clean(input.storyRw),
    titleFr: input.titleFr,
    storyFr: clean(input.storyFr),
  };
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

// At most one featured campaign (the partial unique index): featuring one un-features the others first, and the
// audit log says so for each of them (the home page changed too).
function unfeatureOthers(tx: Tx, id: string, user: User) {
  const others = tx
    .update(campaigns)
    .set({ featured: false, updatedAt: new Date() })
    .where(sql`${campaigns.featured} = 1 and ${campaigns.id} != ${id}`)
    .returning({ id: campaigns.id, title: campaigns.title })
    .all();
  for (const other of others)
    recordAudit(tx, {
      actor: user,
      action: "campaign.unfeatured",
      targetType: "campaign",
      targetId: other.id,
      summary: other.title,
      details: { featuredInstead: id },
    });
}

/** Closing records what confirmed gifts had raised then; reopening forgets it. */
function closingColumns(tx: Tx, row: Pick<Campaign, "id" | "status">, status: Campaign["status"], now: Date) {
  if (status === "closed" && row.status !== "closed") return { raisedAtClose: raisedNow(tx, row.id), closedAt: now };
  if (status !== "closed" && row.status === "closed") return { raisedAtClose: null, closedAt: null };
  return {};
}

function raisedNow(tx: Tx, id: string): number {
  return (
    tx
      .select({ raised: sql<number>`coalesce(sum(${countedRwf}), 0)` })
      .from(donations)
      .where(and(eq(donations.campaignId, id), eq(donations.status, "confirmed")))
      .get()?.raised ?? 0
  );
}

export function createCampaign(actor: User | null, input: unknown): Campaign {
  const user = requireCampaignStaff(actor);
  const values = columnsOf(validate(campaignSchema, input));
  const now = new Date();
  const row = db.transaction((tx) => {
    const made = tx
      .insert(campaigns)
      .values({ ...values, createdBy: user.id, featured: false })
      .returning()
      .get();
    if (values.featured) {
      unfeatureOthers(tx, made.id, user);
      tx.update(campaigns).set({ featured: true }).where(eq(campaigns.id, made.id)).run();
    }
    const closing = closingColumns(tx, { id: made.id, status: "draft" }, values.status, now);
    if (Object.keys(closing).length) tx.update(campaigns).set(closing).where(eq(campaigns.id, made.id)).run();
    recordAudit(tx, {
      actor: user,
      action: "campaign.create",
      targetType: "campaign",
      targetId: made.id,
      summary: values.title,
      details: { status: values.status, goal: values.goal, featured: values.featured },
    });
    return tx.select().from(campaigns).where(eq(campaigns.id, made.id)).get()!;
  });
  invalidateGuestPages();
  return row;
}

/** An edit: the given fields over the stored ones, validated whole (an API PATCH may send a single field). */
export function updateCampaign(actor: User | null, id: string | undefined, changes: Record<string, unknown>) {
  const user = requireCampaignStaff(actor);
  const before = requireCampaign(id);
  const input = validate(campaignSchema, { ...campaignValues(before), ...changes });
  const values = columnsOf(input);
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(before[key]),
  );
  if (changed.length === 0) return { campaign: before, changed: false };
  const now = new Date();
  const row = db.transaction((tx) => {
    if (values.featured) unfeatureOthers(tx, before.id, user);
    tx.update(campaigns)
      .set({ ...values, ...closingColumns(tx, before, values.status, now), updatedAt: now })
      .where(eq(campaigns.id, before.id))
      .run();
    recordAudit(tx, {
      actor: user,
      action: "campaign.update",
      targetType: "campaign",
      targetId: before.id,
      summary: values.title,
      details: { changed, ...(changed.includes("status") ? { from: before.status, to: values.status } : {}) },
    });
    return tx.select().from(campaigns).where(eq(campaigns.id, before.id)).get()!;
  });
  if (before.coverImageId && before.coverImageId !== row.coverImageId) releaseImages({ ids: [before.coverImageId] });
  invalidateGuestPages();
  return { campaign: row, changed: true };
}

export const featureCampaign = (actor: User | null, id: string | undefined, featured: boolean) =>
  updateCampaign(actor, id, { featured });

export const closeCampaign = (actor: User | null, id: string | undefined) =>
  updateCampaign(actor, id, { status: "closed" });

/** Delete: only a campaign nobody gave to (a gift keeps its campaign for the receipt and the books): else 409. */
export function deleteCampaign(actor: User | null, id: string | undefined) {
  const user = requireCampaignStaff(actor);
  const row = requireCampaign(id);
  db.transaction((tx) => {
    const gifts = tx
      .select({ n: sql<number>`count(*)` })
      .from(donations)
      .where(eq(donations.campaignId, row.id))
      .get()!.n;
    if (gifts > 0) throw new HttpError(409, msg("campaignHasGifts"));
    tx.delete(campaigns).where(eq(campaigns.id, row.id)).run();
    recordAudit(tx, {
      actor: user,
      action: "campaign.delete",
      targetType: "campaign",
      targetId: row.id,
      summary: row.title,
    });
  });
  releaseImages({ ids: [row.coverImageId] });
  invalidateGuestPages();
}

export const CAMPAIGNS_PAGE_SIZE = 20;

/** One page of the admin list, newest first, each with its progress (confirmed gifts); past the end is the last page. */
export function listCampaigns(actor: User | null, wantedPage = 1) {
  requireCampaignStaff(actor);
  const total = db.select({ n: count() }).from(campaigns).get()!.n;
  const pages = Math.max(1, Math.ceil(total / CAMPAIGNS_PAGE_SIZE));
  const page = Math.min(Math.max(1, wantedPage), pages);
  const rows = db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(CAMPAIGNS_PAGE_SIZE)
    .offset((page - 1) * CAMPAIGNS_PAGE_SIZE)
    .all();
  const progress = campaignProgress(rows.map((r) => r.id));
  return { page, pages, total, rows: rows.map((row) => ({ ...row, progress: progress.get(row.id)! })) };
}

/** Active campaigns that have started (site time zone), featured first, then those ending soonest. */
export function activeCampaignRows(today = siteToday()): Campaign[] {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, "active"),
        lte(campaigns.startsOn, today),
        or(isNull(campaigns.endsOn), gte(campaigns.endsOn, today)),
      ),
    )
    .orderBy(desc(campaigns.featured), sql`${campaigns.endsOn} is null`, campaigns.endsOn, desc(campaigns.createdAt))
    .all();
}

/** May a gift be made to this campaign now? (the gift forms and pledges ask; null is "Where most needed") */
export function campaignTakesGifts(id: string | null, today = siteToday()): boolean {
  if (id === null) return true;
  const row = findCampaign(id);
  // The end date is checked here too: the closing job runs every quarter hour, the last day ends at midnight.
  return !!row && row.status === "active" && row.startsOn <= today && (!row.endsOn || row.endsOn >= today);
}
