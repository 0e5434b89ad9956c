import type { NewsletterMessageStrings } from "../en/newsletter-messages";

export const newsletterMessages: NewsletterMessageStrings = {
  "Too many subscriptions from here. Please try again later.": "Trop d'abonnements depuis cet endroit. Veuillez réessayer plus tard.",
  "Please verify your email address before subscribing": "Veuillez vérifier votre adresse e-mail avant de vous abonner",
};
