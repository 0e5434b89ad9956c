import type { Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { db } from "~/platform/data/db.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { assertAllowed, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { GENERAL_FUND, pledgeSchema, type PledgeInput } from "./gift-schema";
import { donations } from "./schema";
import { activeCampaignRows, campaignTakesGifts, siteToday } from "./campaigns.server";

export { siteToday };

/** Issue 33: the currencies a pledge may be told in (settings → Giving online), RWF first. */
export const pledgeCurrencies = () => getSiteSettings().giving.pledgeCurrencies.split(",");

/** The campaigns a gift can be told for: those taking gifts today, in the page's language (English where untranslated). */
export function campaignChoices(lang: Lang) {
  return activeCampaignRows().map((c) => ({
    id: c.id,
    title: (lang === "rw" ? c.titleRw : lang === "fr" ? c.titleFr : "") || c.title,
  }));
}

/**
 * Validates a told gift (pledge or staff entry) against the shared schema and resolves its campaign: "general" is
 * "Where most needed"; anything else must be a campaign taking gifts (campaignTakesGifts), else the same 400 with a field error.
 */
export function validateToldGift(
  input: unknown,
  currencies: readonly string[] = ["RWF"],
): PledgeInput & { campaignId: string | null } {
  const values = validate(pledgeSchema(siteToday(), currencies), input);
  if (values.campaign === GENERAL_FUND) return { ...values, campaignId: null };
  if (!campaignTakesGifts(values.campaign))
    throw new HttpError(400, msg("giftCampaignUnknown"), { campaign: msg("giftCampaignUnknown") });
  return { ...values, campaignId: values.campaign };
}

/**
 * "Tell us about your gift" (page and POST /api/donations): a pending gift from a pledge, in the page's language,
 * that counts nowhere until staff confirm it. Each address tells a few an hour at most; invalid input does not count.
 */
export function recordPledge(input: unknown, { ip, lang }: { ip: string; lang: Lang }) {
  const checks: Check[] = [[RULES.pledgeIp, ip]];
  try {
    assertAllowed(checks);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, msg("tooManyGifts"), undefined, error.headers);
    throw error;
  }
  const gift = validateToldGift(input, pledgeCurrencies());
  recordHit(checks);
  return db
    .insert(donations)
    .values(toldGiftRow(gift, "pledge", lang))
    .returning()
    .get();
}

/** The row of a told gift (a pledge, or staff's entry), pending until confirmed; a name is shown only if given. */
export function toldGiftRow(
  gift: ReturnType<typeof validateToldGift>,
  source: "pledge" | "staff",
  lang: Lang,
): typeof donations.$inferInsert {
  return {
    campaignId: gift.campaignId,
    amount: gift.amount,
    currency: gift.currency,
    method: gift.method,
    source,
    status: "pending",
    lang,
    donorName: gift.name ?? null,
    donorEmail: gift.email ?? null,
    showName: gift.showName && !!gift.name,
    givenOn: gift.givenOn,
    reference: gift.reference || null,
  };
}
