import type { GiftsStrings } from "~/i18n/en/gifts";

export const gifts: GiftsStrings = {};
