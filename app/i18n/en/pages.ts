/** Filled by issue 17's work on this area. */
export const pages = {
  placeholder: "",
};
export type PagesStrings = typeof pages;
