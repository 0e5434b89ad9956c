import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { hasAccess } from "~/domain/auth/access.server";
import { images } from "~/domain/media/schema";
import type { User } from "~/domain/people/schema";
import type { Lang } from "~/i18n/languages";
import type { ImageRef } from "~/utils/image-sources";
import { daysLeft } from "./campaign-days";
import { activeCampaignRows, findCampaign, siteToday } from "./campaigns.server";
import { campaignProgress, countedRwf, type Progress } from "./progress.server";
import { campaigns, donations, type Campaign } from "./schema";

/**
 * What visitors see of a campaign (issue 25), in a language: its Kinyarwanda or French title and story where staff
 * wrote them, the English otherwise (with the language it is in, for the page's `lang` attribute), its progress
 * (confirmed gifts only) and the days left on the site's clock. Nothing per visitor: the pages are cached for guests.
 */
export type CampaignView = {
  id: string;
  title: string;
  titleLang: Lang;
  story: string;
  storyLang: Lang;
  goal: number;
  raised: number;
  gifts: number;
  /** Null without an end date; 0 on the last day. */
  daysLeft: number | null;
  startsOn: string;
  endsOn: string | null;
  status: Campaign["status"];
  featured: boolean;
  cover: ImageRef | null;
  coverAlt: string;
  /** Open for gifts: active, started, not past its end. */
  open: boolean;
};

/** The text in the language asked for, the English where it has none. */
export function campaignText(row: Campaign, lang: Lang) {
  const title = lang === "rw" ? row.titleRw : lang === "fr" ? row.titleFr : "";
  const story = lang === "rw" ? row.storyRw : lang === "fr" ? row.storyFr : "";
  return {
    title: title || row.title,
    titleLang: title ? lang : ("en" as Lang),
    story: story || row.story,
    storyLang: story ? lang : ("en" as Lang),
  };
}

function coversOf(rows: Campaign[]) {
  const ids = rows.map((r) => r.coverImageId).filter((id): id is string => !!id);
  const found = ids.length ? db.select().from(images).where(inArray(images.id, ids)).all() : [];
  return new Map(found.map((i) => [i.id, i]));
}

function toViews(rows: Campaign[], lang: Lang, today: string): CampaignView[] {
  const progress = campaignProgress(rows.map((r) => r.id));
  const covers = coversOf(rows);
  return rows.map((row) => {
    const p: Progress = progress.get(row.id)!;
    const image = row.coverImageId ? covers.get(row.coverImageId) : undefined;
    const open = row.status === "active" && row.startsOn <= today && (!row.endsOn || row.endsOn >= today);
    return {
      id: row.id,
      ...campaignText(row, lang),
      goal: row.goal,
      // A closed campaign says what it had raised when it closed (a later void does not rewrite history).
      raised: row.status === "closed" && row.raisedAtClose !== null ? row.raisedAtClose : p.raised,
      gifts: p.gifts,
      daysLeft: open ? daysLeft(row.endsOn, today) : null,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      status: row.status,
      featured: row.featured,
      cover: image
        ? { kind: "uploaded", hash: image.hash, width: image.width, height: image.height, alt: row.coverAlt }
        : null,
      coverAlt: row.coverAlt,
      open,
    };
  });
}

/** /give, the home page and GET /api/campaigns: the campaigns open for gifts now. */
export function activeCampaigns(lang: Lang, today = siteToday()): CampaignView[] {
  return toViews(activeCampaignRows(today), lang, today);
}

/** The home page's campaign: the featured one, while it is open. */
export function featuredCampaign(lang: Lang, today = siteToday()): CampaignView | null {
  return activeCampaigns(lang, today).find((c) => c.featured) ?? null;
}

/**
 * A campaign's public page: active (started) or closed ones for everyone; a draft, or one not started yet, only
 * for staff who manage campaigns (a preview, never cached), otherwise the same 404 as an unknown id.
 */
export function campaignForPage(
  id: string | undefined,
  lang: Lang,
  viewer: User | null,
): { campaign: CampaignView; preview: boolean } | null {
  const row = findCampaign(id);
  if (!row) return null;
  const today = siteToday();
  const isPublic = row.status === "closed" || (row.status === "active" && row.startsOn <= today);
  if (!isPublic && !hasAccess(viewer, "campaigns:manage")) return null;
  return { campaign: toViews([row], lang, today)[0]!, preview: !isPublic };
}

/** Campaigns in the sitemap: the public ones. */
export function publicCampaignIds(today = siteToday()) {
  return db
    .select({
      id: campaigns.id,
      updatedAt: campaigns.updatedAt,
      status: campaigns.status,
      startsOn: campaigns.startsOn,
    })
    .from(campaigns)
    .where(inArray(campaigns.status, ["active", "closed"]))
    .all()
    .filter((c) => c.status === "closed" || c.startsOn <= today);
}

export type PublicDonor = { name: string; amount: number | null };

/**
 * Donors who chose to be named (names only; the amount only where they chose that too), newest first. Amounts in
 * RWF, like the progress (issue 33: a gift received in euros shows the RWF it counted for).
 */
export function publicDonors(campaignId: string, limit = 100): PublicDonor[] {
  return db
    .select({ name: donations.donorName, amount: countedRwf, showAmount: donations.showAmount })
    .from(donations)
    .where(
      and(
        eq(donations.campaignId, campaignId),
        eq(donations.status, "confirmed"),
        eq(donations.showName, true),
        isNull(donations.erasedAt),
      ),
    )
    .orderBy(desc(donations.confirmedAt), desc(donations.createdAt))
    .limit(limit)
    .all()
    .filter((d) => d.name && d.name.trim())
    .map((d) => ({ name: d.name!.trim(), amount: d.showAmount ? d.amount : null }));
}

/** For API clients: the view as JSON-safe values. */
export const campaignJson = (c: CampaignView, origin: string) => ({
  id: c.id,
  title: c.title,
  story: c.story,
  goal: c.goal,
  currency: "RWF",
  raised: c.raised,
  gifts: c.gifts,
  daysLeft: c.daysLeft,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  status: c.status,
  featured: c.featured,
  coverImage: c.cover?.kind === "uploaded" ? `${origin}/images/${c.cover.hash}/1600.jpg` : null,
  coverAlt: c.coverAlt,
  url: `${origin}/give/${c.id}`,
});
