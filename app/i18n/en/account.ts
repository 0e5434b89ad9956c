/** Filled by issue 17's work on this area. */
export const account = {
  placeholder: "",
};
export type AccountStrings = typeof account;
