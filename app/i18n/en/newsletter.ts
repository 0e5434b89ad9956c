/** Filled by issue 17's work on this area. */
export const newsletter = {
  placeholder: "",
};
export type NewsletterStrings = typeof newsletter;
