import type { MailStrings } from "../en/mail";

export const mail: MailStrings = {
  placeholder: "",
};
