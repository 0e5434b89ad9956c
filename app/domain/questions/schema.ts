// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../i18n/languages";
import { createdAt, id } from "../../platform/data/columns";
import { users } from "../people/schema";

/** Ask anonymously (issue 26): questions young people send without an account, and staff's answers. */

export const QUESTION_TOPICS = [
  "sexual-health",
  "mental-health",
  "relationships",
  "gender-based-violence",
  "body-puberty",
  "other",
] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** Optional; the ranges a youth service asks about (under 15 and 15–17 are children: staff answer accordingly). */
export const AGE_RANGES = ["under-15", "15-17", "18-24", "25-plus"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** How the asker wants the answer: published in the library (default), behind a private code, or by e-mail. */
export const ANSWER_WAYS = ["library", "private", "email"] as const;
export type AnswerWay = (typeof ANSWER_WAYS)[number];

/** The signs of immediate danger the word lists look for (app/content/<lang>/danger-signs.ts). */
export const DANGER_SIGNS = ["self-harm", "sexual-violence", "violence-at-home", "child-at-risk"] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];

/**
 * new (nothing sent yet; staff may hold a draft answer) → in-review (a second reader is asked) → published (in the
 * library) | answered (sent privately or by e-mail) | declined (with a reason kept for staff). in-review goes back to
 * new when the second reader sends it back.
 */
export const QUESTION_STATUSES = ["new", "in-review", "published", "answered", "declined"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const questions = sqliteTable(
  "questions",
  {
    id: id(),
    /** The page's language when asked: the language of the answer e-mail and of the library entry. */
    lang: text("lang", { enum: LANGUAGES }).notNull(),
    topic: text("topic", { enum: QUESTION_TOPICS }).notNull(),
    ageRange: text("age_range", { enum: AGE_RANGES }),
    answerWay: text("answer_way", { enum: ANSWER_WAYS }).notNull(),
    /** The question as sent (plain text, ≤ 2,000 characters); null once erased by the retention job. */
    original: text("original"),
    /** Only when the answer is wanted by e-mail; cleared once the answer mail is queued, and on erasure. */
    email: text("email"),
    /** SHA-256 of the private code (never the code); null when not private, and once erased (the code expires). */
    codeHash: text("code_hash"),
    /**
     * SHA-256 of the form's one-time submission token (issue 34): a reload or a second press that sends the same
     * form again finds this row instead of filing a second copy. A digest of a random number: nothing about the asker.
     */
    submissionHash: text("submission_hash"),
    /** Urgent: the asker said they are in danger now, the word lists found signs, or staff marked it by hand. */
    urgent: integer("urgent", { mode: "boolean" }).notNull().default(false),
    /** Issue 34: the asker answered "yes" to "in danger or being hurt now?" (kept when staff unmark it). */
    saidInDanger: integer("said_in_danger", { mode: "boolean" }).notNull().default(false),
    /** JSON array of the DangerSign kinds the word lists found (staff see why a question is urgent). */
    dangerSigns: text("danger_signs", { mode: "json" }).$type<DangerSign[]>().notNull().default([]),
    status: text("status", { enum: QUESTION_STATUSES }).notNull().default("new"),
    /** Staff's version for publication (plain text): nothing in it may identify anyone. What the library shows. */
    publicQuestion: text("public_question").notNull().default(""),
    /** Sanitised HTML from the post editor, and its plain text (the library's excerpt and search). */
    answer: text("answer").notNull().default(""),
    answerText: text("answer_text").notNull().default(""),
    /** Kept for staff only, never shown to the asker. */
    declineReason: text("decline_reason"),
    /** The review pattern of posts: who asked for a second reading, and the note when it was sent back. */
    reviewRequestedBy: text("review_requested_by").references(() => users.id, { onDelete: "set null" }),
    reviewNote: text("review_note"),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    /** When it left staff's hands: published, sent (private or e-mail) or declined. */
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /** The first time the private code opened the answer. */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** When editors were told about it (the urgent alert or the daily summary); null: not yet. */
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    /** When the retention job erased the original, the e-mail and the code. */
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex("questions_code_hash_unique").on(t.codeHash),
    uniqueIndex("questions_submission_hash_unique").on(t.submissionHash),
    // Staff's queue: urgent first, then oldest.
    index("questions_queue_idx").on(t.status, t.urgent, t.createdAt),
    // The library: published, by language, newest first.
    index("questions_library_idx").on(t.status, t.lang, t.publishedAt),
    index("questions_notify_idx")
      .on(t.notifiedAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
