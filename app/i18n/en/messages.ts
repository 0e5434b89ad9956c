/**
 * The server's messages as people see them on the public pages and account screens: SPEC §8's errors and toasts
 * and the validation messages of the shared zod schemas. The key is the English text the domain layer produces
 * (the API answers with it, word for word); digits in a message are matched as {n} and put back in order, so
 * "Name is too long ({n} characters at most)" covers every limit. English maps each message to itself.
 */
export const messages = {
  "Invalid date": "Invalid date",
};
export type MessageKey = keyof typeof messages;
export type MessageStrings = Record<MessageKey, string>;
