import { z } from "zod";
import { msg } from "~/i18n/message";
import { AGE_RANGES, ANSWER_WAYS, QUESTION_TOPICS } from "./schema";

export const QUESTION_MAX_CHARS = 2000;

/** "" from a form's empty choice is "not given". */
const blankAsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * A question from /ask (issue 26). The text is counted as the reader typed it: a browser sends a textarea's line
 * breaks as CR LF, which would make a question of exactly 2,000 characters (the field's maxlength) longer here.
 */
export const askQuestionSchema = z
  .object({
    question: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n") : v),
      z
        .string({ message: msg("questionRequired") })
        .trim()
        .min(1, msg("questionRequired"))
        .max(QUESTION_MAX_CHARS, msg("questionTooLong", { max: QUESTION_MAX_CHARS })),
    ),
    topic: z.enum(QUESTION_TOPICS, { message: msg("topicRequired") }),
    ageRange: z.preprocess(blankAsUndefined, z.enum(AGE_RANGES, { message: msg("ageRangeInvalid") }).optional()),
    answerWay: z.preprocess(
      (v) => (v === undefined || v === "" ? "library" : v),
      z.enum(ANSWER_WAYS, { message: msg("answerWayRequired") }),
    ),
    email: z.preprocess(blankAsUndefined, z.string().trim().toLowerCase().optional()),
  })
  .superRefine((value, ctx) => {
    // The address is read only when the answer is wanted by e-mail; otherwise it is dropped, never stored.
    if (value.answerWay !== "email") return;
    const email = value.email ?? "";
    const problem = !email
      ? msg("askEmailRequired")
      : email.length > 254
        ? msg("emailTooLong")
        : !z.email().safeParse(email).success
          ? msg("emailInvalid")
          : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["email"], message: problem });
  })
  .transform(({ email, ...rest }) => ({ ...rest, email: rest.answerWay === "email" ? (email ?? null) : null }));
export type AskQuestionInput = z.output<typeof askQuestionSchema>;

/** The code typed on /ask/answer. Its shape is checked by normaliseCode (private-code.server.ts). */
export const privateCodeSchema = z.object({
  code: z.string({ message: msg("privateCodeNotFound") }).max(64, msg("privateCodeNotFound")),
});
