/** Filled by issue 17's work on this area. */
export const reach = {
  placeholder: "",
};
export type ReachStrings = typeof reach;
