import type { Lang } from "~/i18n/languages";
import type { AgeRange, AnswerWay, DangerSign, QuestionStatus, QuestionTopic } from "./schema";

/** How the admin area (English only) names a question's fields: the queue, the question's page and staff e-mails. */

export const TOPIC_LABELS: Record<QuestionTopic, string> = {
  "sexual-health": "Sexual and reproductive health",
  "mental-health": "Mental health",
  relationships: "Relationships",
  "gender-based-violence": "Gender-based violence",
  "body-puberty": "Body and puberty",
  other: "Other",
};

export const AGE_LABELS: Record<AgeRange, string> = {
  "under-15": "Under 15",
  "15-17": "15–17",
  "18-24": "18–24",
  "25-plus": "25 or older",
};

export const WAY_LABELS: Record<AnswerWay, string> = {
  library: "Public library",
  private: "Private code",
  email: "By e-mail",
};

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  new: "New",
  "in-review": "Second reader",
  published: "Published",
  answered: "Answered",
  declined: "Declined",
};

export const LANG_LABELS: Record<Lang, string> = { en: "English", rw: "Kinyarwanda", fr: "French" };

export const DANGER_LABELS: Record<DangerSign, string> = {
  "self-harm": "Suicide or self-harm",
  "sexual-violence": "Rape or sexual abuse",
  "violence-at-home": "Violence at home",
  "child-at-risk": "A child at risk",
};
