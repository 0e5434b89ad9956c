import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { requirePageUser } from "~/server/web/access.server";
import { siteDates } from "~/domain/settings/site-settings.server";
import { db } from "~/platform/data/db.server";
import type { RouterContextProvider } from "react-router";
import { plainTextForEditing } from "~/domain/blog/plain-text.server";
import { isoDate } from "~/utils/dates";
import {
  AGE_LABELS,
  DANGER_LABELS,
  LANG_LABELS,
  STATUS_LABELS,
  TOPIC_LABELS,
  WAY_LABELS,
} from "~/domain/questions/question-labels";
import {
  QUESTION_STATUSES,
  QUESTION_TOPICS,
  questions,
  type QuestionRow,
  type QuestionStatus,
} from "~/domain/questions/schema";
import { users } from "~/domain/people/schema";
import { pageFromUrl } from "~/utils/query-params";

/**
 * Staff's queue of questions (issue 26): urgent first, then oldest; filtered by status (default: those waiting for
 * staff, new and with a second reader) and topic. Read only; every write is question-answers.server.ts.
 */
export const QUEUE_PAGE_SIZE = 20;
const WAITING: QuestionStatus[] = ["new", "in-review"];
export const QUEUE_STATUS_FILTERS = ["waiting", ...QUESTION_STATUSES, "all"] as const;
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number];

const HOUR = 3_600_000;
/** How long a question has waited, in words staff read at a glance. */
export function ageLabel(from: Date, now = new Date()) {
  const hours = Math.max(0, Math.floor((now.getTime() - from.getTime()) / HOUR));
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  return `${Math.floor(hours / 24)} days`;
}

const preview = (row: Pick<QuestionRow, "original" | "publicQuestion">) => {
  const text = (row.original ?? row.publicQuestion).replace(/\s+/g, " ").trim();
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

function readFilters(url: URL) {
  const status = url.searchParams.get("status") ?? "";
  const topic = url.searchParams.get("topic") ?? "";
  return {
    status: (QUEUE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as QueueStatusFilter) : "waiting",
    topic: (QUESTION_TOPICS as readonly string[]).includes(topic) ? (topic as QuestionRow["topic"]) : ("" as const),
    page: pageFromUrl(url),
  };
}

/** The number waiting for staff, and how many of them are urgent: the navigation's badge. */
export function waitingCounts() {
  const rows = db
    .select({ urgent: questions.urgent, n: count() })
    .from(questions)
    .where(inArray(questions.status, WAITING))
    .groupBy(questions.urgent)
    .all();
  return {
    waiting: rows.reduce((sum, r) => sum + r.n, 0),
    urgent: rows.find((r) => r.urgent)?.n ?? 0,
  };
}

/** /admin/questions: the list page's data. */
export function queueScreen(url: URL, now = new Date()) {
  const filters = readFilters(url);
  const where: SQL[] = [];
  if (filters.status === "waiting") where.push(inArray(questions.status, WAITING));
  else if (filters.status !== "all") where.push(eq(questions.status, filters.status));
  if (filters.topic) where.push(eq(questions.topic, filters.topic));
  const condition = where.length ? and(...where) : undefined;
  const total = db.select({ n: count() }).from(questions).where(condition).get()!.n;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = db
    .select()
    .from(questions)
    .where(condition)
    .orderBy(desc(questions.urgent), asc(questions.createdAt))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE)
    .all();
  const dates = siteDates();
  return {
    filters: { status: filters.status === "waiting" ? "" : filters.status, topic: filters.topic },
    counts: waitingCounts(),
    total,
    page,
    pages,
    items: rows.map((r) => ({
      id: r.id,
      preview: r.erasedAt ? "" : preview(r),
      urgent: r.urgent,
      status: r.status,
      statusLabel: STATUS_LABELS[r.status],
      topic: TOPIC_LABELS[r.topic],
      ageRange: r.ageRange ? AGE_LABELS[r.ageRange] : "Not given",
      lang: LANG_LABELS[r.lang],
      way: WAY_LABELS[r.answerWay],
      age: ageLabel(r.createdAt, now),
      at: isoDate(r.createdAt)!,
      atLabel: dates(r.createdAt, "withTime"),
    })),
  };
}
export type QueueScreen = ReturnType<typeof queueScreen>;

const nameOf = (id: string | null) =>
  id ? (db.select({ name: users.name }).from(users).where(eq(users.id, id)).get()?.name ?? "a former member") : null;

/** /admin/questions/:id: one question as staff see it, and the steps this person may take. */
export function questionScreen(row: QuestionRow, userId: string, now = new Date()) {
  const dates = siteDates();
  const waiting = WAITING.includes(row.status);
  const mine = row.reviewRequestedBy === userId;
  const editable = waiting || row.status === "published";
  const final = { library: "publish", private: "answer_private", email: "answer_email" } as const;
  return {
    id: row.id,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    urgent: row.urgent,
    saidInDanger: row.saidInDanger,
    dangerSigns: (row.dangerSigns ?? []).map((d) => DANGER_LABELS[d] ?? d),
    topic: TOPIC_LABELS[row.topic],
    ageRange: row.ageRange ? AGE_LABELS[row.ageRange] : "Not given",
    lang: LANG_LABELS[row.lang],
    langCode: row.lang,
    way: row.answerWay,
    wayLabel: WAY_LABELS[row.answerWay],
    age: ageLabel(row.createdAt, now),
    at: isoDate(row.createdAt)!,
    atLabel: dates(row.createdAt, "withTime"),
    original: row.original,
    erasedLabel: row.erasedAt ? dates(row.erasedAt, "withTime") : null,
    hasEmail: !!row.email,
    codeUsable: !!row.codeHash,
    readLabel: row.readAt ? dates(row.readAt, "withTime") : null,
    publicQuestion: row.publicQuestion || (waiting && row.answerWay === "library" ? (row.original ?? "") : ""),
    answer: row.answer,
    answerPlain: plainTextForEditing(row.answer),
    declineReason: row.declineReason,
    reviewNote: row.reviewNote,
    reviewRequestedBy: nameOf(row.reviewRequestedBy),
    answeredBy: nameOf(row.answeredBy),
    answeredLabel: row.answeredAt ? dates(row.answeredAt, "withTime") : null,
    publishedPath: row.status === "published" ? `${row.lang === "en" ? "" : `/${row.lang}`}/questions/${row.id}` : null,
    can: {
      edit: editable,
      save: editable,
      finish: row.status === "new" ? final[row.answerWay] : null,
      submitReview: row.status === "new",
      approve: row.status === "in-review" && !mine,
      sendBack: row.status === "in-review" && !mine,
      decline: waiting,
      unpublish: row.status === "published",
    },
  };
}
export type QuestionScreen = ReturnType<typeof questionScreen>;

/** The page's guard: editors and admins; anyone else goes where the access rule sends them. */
export const requireAnswerer = (request: Request, context: Readonly<RouterContextProvider>) =>
  requirePageUser(request, context, "questions:answer");
