/** Filled by issue 17's work on this area. */
export const mail = {
  placeholder: "",
};
export type MailStrings = typeof mail;
