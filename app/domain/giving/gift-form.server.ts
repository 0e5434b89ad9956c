import { momoBounds } from "~/domain/giving/momo/gifts.server";
import { smsEnabled } from "~/domain/sms/provider.server";

/**
 * What a page needs to show the gift form (issue 25, MoMo work): null when online payment is not configured; `sms`
 * when the site can text the receipt (issue 38: the "Send my receipt by SMS" box shows only then).
 */
export type GiftFormData = { momo: { min: number; max: number } | null; sms: boolean };

/** The same for every visitor (guest-cacheable pages render it): no per-visitor key, nothing personal. */
export function giftFormData(): GiftFormData {
  return { momo: momoBounds(), sms: smsEnabled() };
}
