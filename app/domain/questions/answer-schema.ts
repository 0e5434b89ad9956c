import { z } from "zod";
import { msg } from "~/i18n/message";

/** Staff's writes on a question (issue 26): one schema for the page's form and any API. */

export const ANSWER_INTENTS = [
  "save",
  "publish",
  "answer_private",
  "answer_email",
  "decline",
  "submit_review",
  "send_back",
  "approve",
  "unpublish",
] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];
export const isAnswerIntent = (value: unknown): value is AnswerIntent => ANSWER_INTENTS.includes(value as AnswerIntent);

export const MAX_PUBLIC_QUESTION = 2000;
export const MAX_ANSWER_HTML = 50_000;
export const MAX_STAFF_NOTE = 1000;
/**
 * The question page's form carries the answer's HTML url-encoded (tags and accents grow threefold and more): more
 * than the 64 KB of an ordinary form. app/server/body-limits.server.ts lets staff send this much to that route.
 */
export const MAX_ANSWER_FORM_BYTES = 256 * 1024;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n").trim())
    .refine((v) => v.length <= max, tooLong);

/**
 * The fields every intent may carry. `publicQuestion` and `answer` are saved with any intent that sends them (the
 * draft is never lost by pressing "Publish" on a form with a mistake in it); the reason and the note belong to
 * decline and send_back.
 */
export const answerFormSchema = z.object({
  publicQuestion: text(MAX_PUBLIC_QUESTION, msg("questionPublicTooLong", { max: MAX_PUBLIC_QUESTION })).optional(),
  answer: z
    .string()
    .max(MAX_ANSWER_HTML, msg("questionAnswerTooLong", { max: MAX_ANSWER_HTML }))
    .optional(),
  declineReason: text(MAX_STAFF_NOTE, msg("questionNoteTooLong", { max: MAX_STAFF_NOTE })),
  reviewNote: text(MAX_STAFF_NOTE, msg("questionNoteTooLong", { max: MAX_STAFF_NOTE })),
});
export type AnswerForm = z.output<typeof answerFormSchema>;

/** Issue 34: staff mark a question urgent, or not, by hand (the admin page's form, any API). */
export const urgencyFormSchema = z.object({
  urgent: z.enum(["true", "false"], { message: msg("questionUnknownAction") }).transform((v) => v === "true"),
});
