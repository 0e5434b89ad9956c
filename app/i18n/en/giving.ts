/** Campaigns and the /give page (issue 25). */
export const giving = {};
export type GivingStrings = typeof giving;
