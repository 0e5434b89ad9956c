import type { NewsletterMessageStrings } from "../en/newsletter-messages";

export const newsletterMessages: NewsletterMessageStrings = {
  "Please enter a valid email address": "Saisissez une adresse e-mail valide",
};
