import type { NewsletterMessageStrings } from "../en/newsletter-messages";

export const newsletterMessages: NewsletterMessageStrings = {
  "Please enter a valid email address": "Andika aderesi imeri yemewe",
};
