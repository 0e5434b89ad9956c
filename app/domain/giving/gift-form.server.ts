import { momoBounds } from "~/domain/giving/momo/gifts.server";

/** What a page needs to show the gift form (issue 25, MoMo work): null when online payment is not configured. */
export type GiftFormData = { momo: { min: number; max: number } | null };

/** The same for every visitor (guest-cacheable pages render it): no per-visitor key, nothing personal. */
export function giftFormData(): GiftFormData {
  return { momo: momoBounds() };
}
