import type { NewsletterMessageStrings } from "../en/newsletter-messages";

export const newsletterMessages: NewsletterMessageStrings = {
  "Please enter a valid email address": "Andika aderesi imeri yemewe",
  "Too many subscriptions from here. Please try again later.": "Hano hamaze kwiyandikisha benshi. Ongera ugerageze nyuma.",
  "Please verify your email address before subscribing": "Banza wemeze aderesi yawe ya imeri mbere yo kwiyandikisha",
};
