import type { NewsletterMessageStrings } from "../en/newsletter-messages";

export const newsletterMessages: NewsletterMessageStrings = {
  "Too many subscriptions from here. Please try again later.": "Hano hamaze kwiyandikisha benshi. Ongera ugerageze nyuma.",
  "Please verify your email address before subscribing": "Banza wemeze aderesi yawe y'imeyili mbere yo kwiyandikisha",
};
