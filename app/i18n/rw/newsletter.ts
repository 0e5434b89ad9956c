import type { NewsletterStrings } from "../en/newsletter";

export const newsletter: NewsletterStrings = {
  placeholder: "",
};
