/** What a page needs to show the gift form (issue 25, MoMo work): null when online payment is not configured. */
export type GiftFormData = { momo: { min: number; max: number } | null };

export function giftFormData(): GiftFormData {
  return { momo: null };
}
