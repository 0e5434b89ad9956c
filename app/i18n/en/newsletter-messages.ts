/** The newsletter's server messages (validation, refusals), keyed by their English text as in messages.ts. */
export const newsletterMessages = {
  "Please enter a valid email address": "Please enter a valid email address",
};
export type NewsletterMessageStrings = Record<keyof typeof newsletterMessages, string>;
