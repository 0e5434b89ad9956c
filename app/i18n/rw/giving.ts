import type { GivingStrings } from "~/i18n/en/giving";

export const giving: GivingStrings = {};
