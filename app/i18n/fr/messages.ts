import type { MessageStrings } from "../en/messages";

export const messages: MessageStrings = {
  "Invalid date": "Date invalide",
};
