import { redirect } from "react-router";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { notFound } from "~/platform/http/errors.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { localizePath, type Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { donations, type Donation } from "./schema";
import { GIFT_HONEYPOT, reasonKey } from "./momo-schema";
import { maskPhone } from "./mask-phone";
import { giftById, startMomoGift } from "./momo-gifts.server";
import { followGift } from "./momo-follow.server";
import { giftIdOfToken } from "./momo-token.server";

/**
 * POST /give/pay: the gift form. A gift that starts goes (303) to its status page; a refusal answers with its
 * status, the message and what was typed, and the page shows the form again. A filled trap goes back to /give.
 */
export async function payAction(request: Request, lang: Lang) {
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    if (values[GIFT_HONEYPOT]) return redirect(localizePath("/give", lang), 303);
    const { token } = await startMomoGift(values, clientIp(request), lang);
    return redirect(localizePath(`/give/payment/${token}`, lang), 303);
  } catch (error) {
    delete values[GIFT_HONEYPOT];
    return formError(error, values);
  }
}

/** A status page (or its poll) asks MTN at most this often for one gift; the job does the rest. */
const ASK_AT_MOST_EVERY_MS = 3_000;

/** Asks MTN about a pending gift unless someone did a moment ago (page views, polls and callbacks share this). */
export async function followIfDue(gift: Donation, now = new Date()) {
  const stillOpen =
    gift.status === "pending" || (gift.status === "failed" && gift.failureReason === "provider-timeout");
  if (!stillOpen) return gift;
  // Claimed before MTN is asked: views, polls and callbacks arriving while MTN is slow do not all ask it again.
  const claimed = db
    .update(donations)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(donations.id, gift.id),
        or(
          isNull(donations.lastCheckedAt),
          lt(donations.lastCheckedAt, new Date(now.getTime() - ASK_AT_MOST_EVERY_MS)),
        ),
      ),
    )
    .run();
  return claimed.changes === 1 ? followGift(gift, now) : gift;
}

/**
 * How long a status page (or its poll) waits for MTN's answer before it shows what is known. MTN may take up to the
 * provider's timeout (15 s); the page then says "still waiting" at once, the question goes on in the background and
 * records its answer, and the page's own refresh or poll shows it.
 */
const PAGE_WAITS_FOR_MTN_MS = 2_500;

/** The gift a status link opens (404 for anything else), brought up to date if MTN answers in time. */
export async function paymentByToken(token: string) {
  const id = giftIdOfToken(token);
  const gift = id ? giftById(id) : undefined;
  if (!gift || gift.method !== "momo") throw notFound(msg("momoPaymentNotFound"));
  const followed = followIfDue(gift);
  // Whoever awaits it handles a failure; one that comes after the page moved on must not be an unhandled rejection.
  followed.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const shown = new Promise<Donation>((resolve) => {
    timer = setTimeout(() => resolve(giftById(gift.id) ?? gift), PAGE_WAITS_FOR_MTN_MS);
  });
  try {
    return await Promise.race([followed, shown]);
  } finally {
    clearTimeout(timer);
  }
}

export type PaymentView = {
  status: "pending" | "confirmed" | "failed" | "expired";
  amount: number;
  phone: string;
  reason: ReturnType<typeof reasonKey> | null;
  campaignId: string | null;
  receipt: boolean;
};

/** What the status page and its JSON show: never the full number, never the provider's ids. */
export function paymentView(gift: Donation): PaymentView {
  const status =
    gift.status === "confirmed" || gift.status === "failed" || gift.status === "expired" ? gift.status : "pending";
  return {
    status,
    amount: gift.amount,
    phone: maskPhone(gift.phone),
    reason: status === "failed" || status === "expired" ? reasonKey(gift.failureReason) : null,
    campaignId: gift.campaignId,
    receipt: Boolean(gift.donorEmail),
  };
}

/** The callback's gift: by the externalId we sent (MTN does not always send the reference id). */
export const giftByExternalId = (externalId: string) =>
  db.select().from(donations).where(eq(donations.externalId, externalId)).get();
