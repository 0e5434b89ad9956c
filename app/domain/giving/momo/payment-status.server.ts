import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { notFound } from "~/platform/http/errors.server";
import { msg } from "~/i18n/message";
import { donations, type Donation } from "~/domain/giving/schema";
import { reasonKey } from "./pay-schema";
import { maskPhone } from "~/domain/giving/mask-phone";
import { giftById } from "./gifts.server";
import { followGift } from "./follow.server";
import { giftIdOfToken } from "./token.server";

/** A status page (or its poll) asks MTN at most this often for one gift; the job does the rest. */
const ASK_AT_MOST_EVERY_MS = 3_000;

/**
 * Asks MTN about a pending gift unless someone did a moment ago: page views, polls, callbacks and the job share this
 * rule, so they do not all ask (or send) at once.
 */
export async function followIfDue(gift: Donation, now = new Date()): Promise<Donation> {
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
  return claimed.changes === 1 ? ((await followGift(gift.id, now)) ?? gift) : gift;
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

/**
 * Where a pending gift stands for the donor: `sending` (just written, the request on its way), `requested` (MTN has
 * it: approve on the phone), `unconfirmed` (MTN has not confirmed the request yet: it may have it; do not pay again).
 */
export type PendingStage = "sending" | "requested" | "unconfirmed";
const SENDING_FOR_MS = 8_000;

export type PaymentView = {
  status: "pending" | "confirmed" | "failed" | "expired";
  stage: PendingStage | null;
  amount: number;
  phone: string;
  reason: ReturnType<typeof reasonKey> | null;
  campaignId: string | null;
  receipt: boolean;
  /** Without JavaScript the pending page reloads itself after this many seconds: less often as the gift ages. */
  refreshSeconds: number;
};

/** 5 s for the first minute (most donors approve then), 15 s to five minutes, then 30 s (a page left open). */
export function refreshSecondsFor(ageMs: number) {
  return ageMs < 60_000 ? 5 : ageMs < 5 * 60_000 ? 15 : 30;
}

/** What the status page and its JSON show: never the full number, never the provider's ids. */
export function paymentView(gift: Donation, now = Date.now()): PaymentView {
  const status =
    gift.status === "confirmed" || gift.status === "failed" || gift.status === "expired" ? gift.status : "pending";
  const age = now - gift.createdAt.getTime();
  const stage: PendingStage | null =
    status !== "pending" ? null : gift.requestedAt ? "requested" : age < SENDING_FOR_MS ? "sending" : "unconfirmed";
  return {
    status,
    stage,
    amount: gift.amount,
    phone: maskPhone(gift.phone),
    reason: status === "failed" || status === "expired" ? reasonKey(gift.failureReason) : null,
    campaignId: gift.campaignId,
    receipt: Boolean(gift.donorEmail),
    refreshSeconds: refreshSecondsFor(age),
  };
}

/** The callback's gift: by the externalId we sent (MTN does not always send the reference id). */
export const giftByExternalId = (externalId: string) =>
  db.select().from(donations).where(eq(donations.externalId, externalId)).get();
