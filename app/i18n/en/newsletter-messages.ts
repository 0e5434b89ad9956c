/** The newsletter's server messages (validation, refusals), keyed by their English text as in messages.ts. */
export const newsletterMessages = {
  "Too many subscriptions from here. Please try again later.": "Too many subscriptions from here. Please try again later.",
  "Please verify your email address before subscribing": "Please verify your email address before subscribing",
};
export type NewsletterMessageStrings = Record<keyof typeof newsletterMessages, string>;
