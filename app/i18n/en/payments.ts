/** Paying with MTN MoMo from the page (issue 25). */
export const payments = {};
export type PaymentsStrings = typeof payments;
