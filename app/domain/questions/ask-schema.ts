import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { AGE_RANGES, ANSWER_WAYS, QUESTION_TOPICS } from "./schema";

export const QUESTION_MAX_CHARS = 2000;

/** The answers to the form's first question, "in danger or being hurt now?". */
export const DANGER_NOW = ["yes", "no"] as const;
/** base64url of 16 to 48 random bytes: what askPage puts in the form (and what an API client may send). */
const SUBMISSION_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

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
    /**
     * Issue 34: "Are you or someone else in danger or being hurt now?", the form's first choice (radio yes/no; the
     * API may send a boolean). Not answering it is "no": nobody is kept from asking for skipping it.
     */
    dangerNow: z.preprocess(
      (v) => (v === true ? "yes" : v === false ? "no" : blankAsUndefined(v)),
      z.enum(DANGER_NOW, { message: msg("dangerNowInvalid") }).optional(),
    ),
    /** The form's one-time token (askPage): the same token sent twice files one question (ask.server.ts). */
    submissionToken: z.preprocess(
      blankAsUndefined,
      z
        .string({ message: msg("askFormInvalid") })
        .regex(SUBMISSION_TOKEN, msg("askFormInvalid"))
        .optional(),
    ),
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
  .transform(({ email, dangerNow, submissionToken, ...rest }) => ({
    ...rest,
    email: rest.answerWay === "email" ? (email ?? null) : null,
    inDanger: dangerNow === "yes",
    submissionToken: submissionToken ?? null,
  }));
export type AskQuestionInput = z.output<typeof askQuestionSchema>;

/** The code typed on /ask/answer. Its shape is checked by normaliseCode (private-code.server.ts). */
export const privateCodeSchema = z.object({
  code: z.string({ message: msg("privateCodeNotFound") }).max(64, msg("privateCodeNotFound")),
});

/** POST /api/questions (issue 34): the language the page has on the site (what the answer mail is written in). */
export const askApiLangSchema = z.object({ lang: z.enum(LANGUAGES).default("en") });
