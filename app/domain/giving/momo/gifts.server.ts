import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { assertAllowed, privateScope, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { crashPointForTests } from "~/platform/ops/test-hooks.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { validate } from "~/platform/http/api.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { msg } from "~/i18n/message";
import type { Lang } from "~/i18n/languages";
import { newId } from "~/platform/data/columns";
import { donations, type Donation } from "~/domain/giving/schema";
import { campaignTakesGifts } from "~/domain/giving/campaigns.server";
import { momoGiftSchema } from "./pay-schema";
import { t } from "~/i18n/catalogue";
import { recordConsent } from "~/domain/sms/consent.server";
import { smsEnabled } from "~/domain/sms/provider.server";
import { paymentProvider } from "~/domain/giving/payments/index.server";
import { paymentToken } from "./token.server";
import { giftById, sendRequest } from "./request.server";
import type { GiftClient } from "./client.server";

/** The gift form's bounds (settings → Giving online), or null when no provider is configured. */
export function momoBounds(): { min: number; max: number } | null {
  if (!paymentProvider()) return null;
  const { momoMin, momoMax } = getSiteSettings().giving;
  return { min: momoMin, max: momoMax };
}

/**
 * A double tap whose first answer never arrived (without JavaScript a second tap cancels the first page load, and its
 * cookie with it): the same address and browser within seconds is taken for the same client. Short, because an
 * address can be shared (a mobile network's NAT) and a browser's name too.
 */
export const DOUBLE_TAP_MS = 10_000;

export type StartedGift = { gift: Donation; token: string; repeated: boolean };

function refuse(error: unknown, message: string): never {
  if (error instanceof HttpError && error.status === 429) throw new HttpError(429, message, undefined, error.headers);
  throw error;
}

/** An unsettled MoMo gift (pending: waiting for approval, or MTN's answer not known yet) for the same intent. */
function unsettledSameGift(values: { phone: string; amount: number; campaignId: string | null }) {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.method, "momo"),
        eq(donations.status, "pending"),
        eq(donations.phone, values.phone),
        eq(donations.amount, values.amount),
        values.campaignId === null ? isNull(donations.campaignId) : eq(donations.campaignId, values.campaignId),
      ),
    )
    .orderBy(desc(donations.createdAt))
    .get();
}

/**
 * Starts a MoMo gift: validates (the schema the page and the API share); a repeat of an unsettled gift for the same
 * phone, campaign and amount prompts nobody again: the client that started it is answered with it, anyone else with
 * a neutral 409. Then the prompt is counted against the number and the client, the gift written as pending with its
 * reference id and externalId (committed before anything leaves the server), and the request to pay sent in the
 * background: the donor goes at once to the status page, which follows it to its true outcome (never a wait of
 * MTN's 15 s timeout, never "nothing was charged" for a request MTN may have).
 */
export async function startMomoGift(
  input: unknown,
  client: GiftClient,
  lang: Lang,
  now = Date.now(),
): Promise<StartedGift> {
  const provider = paymentProvider();
  const bounds = momoBounds();
  if (!provider || !bounds) throw new HttpError(503, msg("momoUnavailable"));
  const values = validate(momoGiftSchema(bounds), { ...(input as object), lang });
  if (!campaignTakesGifts(values.campaignId))
    throw new HttpError(400, msg("momoCampaignUnknown"), { campaignId: msg("momoCampaignUnknown") });
  // From here to the insert nothing awaits: two requests at once cannot both miss the other's gift.
  const earlier = unsettledSameGift(values);
  if (earlier) {
    const doubleTap = earlier.clientKey === client.key && now - earlier.createdAt.getTime() < DOUBLE_TAP_MS;
    if (client.heldGiftIds.includes(earlier.id) || doubleTap)
      return { gift: earlier, token: paymentToken(earlier.id), repeated: true };
    throw new HttpError(409, msg("momoAlreadyWaiting"));
  }
  const phoneCheck: Check = [RULES.momoPhone, privateScope("momo-phone", values.phone)];
  const clientCheck: Check = [RULES.momoClient, client.address];
  try {
    assertAllowed([phoneCheck], now);
  } catch (error) {
    refuse(error, msg("momoTooManyPhone"));
  }
  try {
    assertAllowed([clientCheck], now);
  } catch (error) {
    refuse(error, msg("momoTooManyClient"));
  }
  recordHit([phoneCheck, clientCheck], now);

  const id = newId();
  // Issue 38: the gift and, when the box was ticked, the consent to text its receipt, in one transaction.
  const gift = db.transaction((tx) => {
    if (values.smsReceipt && smsEnabled())
      recordConsent(tx, values.phone, "receipt", t(values.lang).sms.receiptConsent, values.lang, `donation:${id}`);
    return tx
      .insert(donations)
      .values({
        id,
        campaignId: values.campaignId,
        amount: values.amount,
        currency: provider.currency,
        method: "momo",
        source: "momo",
        status: "pending",
        lang: values.lang,
        donorName: values.name || null,
        donorEmail: values.email || null,
        phone: values.phone,
        showName: values.showName,
        provider: provider.name,
        providerReference: randomUUID(),
        externalId: id,
        clientKey: client.key,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning()
      .get();
  });
  // The gift is committed: a crash from here on leaves a gift the job reconciles, never a payment we do not know.
  crashPointForTests("momo-after-write");
  // Not awaited: its outcome is written on the gift, which the status page shows. A failure here is a bug, logged.
  sendRequest(gift.id).catch((error: unknown) =>
    log.error({ gift: gift.id, error: errorInfo(error) }, "MoMo request to pay could not be sent"),
  );
  return { gift, token: paymentToken(gift.id), repeated: false };
}

export { giftById };
