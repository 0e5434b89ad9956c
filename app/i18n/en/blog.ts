/** Filled by issue 17's work on this area. */
export const blog = {
  placeholder: "",
};
export type BlogStrings = typeof blog;
