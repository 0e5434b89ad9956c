import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import {
  assertAllowed,
  privateScope,
  recordHit,
  retryAfterSeconds,
  RULES,
  type Check,
} from "~/platform/http/rate-limit.server";
import { crashPointForTests } from "~/platform/ops/test-hooks.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { validate } from "~/platform/http/api.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { msg } from "~/i18n/message";
import type { Lang } from "~/i18n/languages";
import { newId } from "~/platform/data/columns";
import { donations, type Donation } from "./schema";
import { campaignTakesGifts } from "./campaigns.server";
import { momoGiftSchema } from "./momo-schema";
import { paymentProvider } from "./payments/index.server";
import { ProviderUnavailableError } from "./payments/provider";
import { paymentToken } from "./momo-token.server";
import { markFailed, markRequested, requestOf } from "./momo-request.server";

/** The gift form's bounds (settings → Giving online), or null when no provider is configured. */
export function momoBounds(): { min: number; max: number } | null {
  if (!paymentProvider()) return null;
  const { momoMin, momoMax } = getSiteSettings().giving;
  return { min: momoMin, max: momoMax };
}

/** The same gift sent again this soon (a double click, a reload of the POST) is the gift already made. */
const SAME_GIFT_MS = 2 * 60_000;

export type StartedGift = { gift: Donation; token: string; repeated: boolean };

function refuse(error: unknown, message: string): never {
  if (error instanceof HttpError && error.status === 429) throw new HttpError(429, message, undefined, error.headers);
  throw error;
}

/**
 * Starts a MoMo gift: validates (the schema the page and the API share), answers a repeat with the gift already
 * made, counts the prompt against the phone number and the client, writes the gift as pending with its reference
 * id and externalId (committed before anything leaves the server), then asks MTN. 202 → requested; MTN down, slow
 * or failing → the gift is failed with the reason and the donor hears that nothing was charged (503).
 */
export async function startMomoGift(
  input: unknown,
  client: string,
  lang: Lang,
  now = Date.now(),
): Promise<StartedGift> {
  const provider = paymentProvider();
  const bounds = momoBounds();
  if (!provider || !bounds) throw new HttpError(503, msg("momoUnavailable"));
  const values = validate(momoGiftSchema(bounds), { ...(input as object), lang });
  if (!campaignTakesGifts(values.campaignId))
    throw new HttpError(400, msg("momoCampaignUnknown"), { campaignId: msg("momoCampaignUnknown") });
  const sameGift: Check = [
    RULES.momoSameGift,
    privateScope("momo-same", [client, values.phone, values.amount, values.campaignId ?? ""].join("|")),
  ];
  if (retryAfterSeconds([sameGift], now) > 0) {
    const earlier = db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.method, "momo"),
          eq(donations.status, "pending"),
          eq(donations.phone, values.phone),
          eq(donations.amount, values.amount),
          gt(donations.createdAt, new Date(now - SAME_GIFT_MS)),
        ),
      )
      .all()
      .find((g) => (g.campaignId ?? null) === values.campaignId);
    if (earlier) return { gift: earlier, token: paymentToken(earlier.id), repeated: true };
  }
  const phoneCheck: Check = [RULES.momoPhone, privateScope("momo-phone", values.phone)];
  const clientCheck: Check = [RULES.momoClient, client];
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
  recordHit([phoneCheck, clientCheck, sameGift], now);

  const id = newId();
  const gift = db
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
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning()
    .get();
  // The gift is committed: a crash from here on leaves a gift the job reconciles, never a payment we do not know.
  crashPointForTests("momo-after-write");
  return { gift: await sendRequest(gift), token: paymentToken(gift.id), repeated: false };
}

async function sendRequest(gift: Donation): Promise<Donation> {
  const provider = paymentProvider()!;
  try {
    await provider.requestToPay(requestOf(gift));
  } catch (error) {
    const reason =
      error instanceof ProviderUnavailableError && error.kind === "timeout"
        ? "provider-timeout"
        : "provider-unavailable";
    log.warn({ gift: gift.id, error: errorInfo(error) }, "MoMo request to pay not accepted; gift failed");
    markFailed(gift.id, reason);
    throw new HttpError(503, msg("momoProviderDown"), undefined, { "Retry-After": "120" });
  }
  return markRequested(gift.id) ?? gift;
}

export const giftById = (id: string) => db.select().from(donations).where(eq(donations.id, id)).get();
