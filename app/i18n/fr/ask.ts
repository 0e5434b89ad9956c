import type { AskStrings } from "~/i18n/en/ask";

export const ask: AskStrings = {};
