import type { PaymentsStrings } from "~/i18n/en/payments";

export const payments: PaymentsStrings = {};
