/** Telling us about a gift, and receipts (issue 25). */
export const gifts = {};
export type GiftsStrings = typeof gifts;
