import { t } from "~/i18n/catalogue";
import { localizePath, type Lang } from "~/i18n/languages";
import { helpLines } from "~/content/help-lines";
import { env } from "~/platform/ops/env.server";
import {
  escapeHtml,
  htmlLayout,
  linkParagraph,
  organisationName,
  type OutgoingMail,
} from "~/platform/mail/layout.server";
import { TOPIC_LABELS } from "./question-labels";
import type { QuestionTopic } from "./schema";

/**
 * The e-mails of answering questions (issue 26). Staff's mails carry a link and counts, never a question's text
 * (an inbox is read on shared phones and forwarded); the asker's mail carries the answer, in their language, with
 * a discreet subject.
 */

export const questionLink = (id: string) => `${env.APP_URL}/admin/questions/${id}`;
const queueLink = () => `${env.APP_URL}/admin/questions`;

/** To each editor and admin at once when a question shows signs of immediate danger. */
export function urgentAlertMail(to: string, questionId: string): OutgoingMail {
  const subject = "An urgent question is waiting";
  const link = questionLink(questionId);
  const lines = [
    "Hello,",
    "A question sent through the site shows signs of immediate danger. Please read it and answer as soon as you can.",
    "The question is not copied into this e-mail. Open it in the admin area:",
  ];
  const text = [...lines, link, organisationName()].join("\n\n");
  const html = htmlLayout([...lines, linkParagraph(link, "Open the urgent question")]);
  return { to, subject, text, html };
}

export type DigestCounts = { total: number; urgent: number; byTopic: Partial<Record<QuestionTopic, number>> };

/** The daily summary to each editor and admin: how many new questions, by topic; no text. */
export function digestMail(to: string, counts: DigestCounts): OutgoingMail {
  const n = counts.total;
  const subject = `${n} new question${n === 1 ? "" : "s"} to answer`;
  const topics = Object.entries(counts.byTopic)
    .filter(([, c]) => c && c > 0)
    .map(([topic, c]) => `${TOPIC_LABELS[topic as QuestionTopic]}: ${c}`);
  const intro = `${n} new question${n === 1 ? " was" : "s were"} sent since the last summary.`;
  const urgent = counts.urgent > 0 ? `${counts.urgent} of them ${counts.urgent === 1 ? "is" : "are"} urgent.` : "";
  const closing = "The questions are not copied into this e-mail. Open the queue to answer them:";
  const text = [
    "Hello,",
    [intro, urgent].filter(Boolean).join(" "),
    topics.join("\n"),
    closing,
    queueLink(),
    organisationName(),
  ].join("\n\n");
  const html = htmlLayout([
    "Hello,",
    escapeHtml([intro, urgent].filter(Boolean).join(" ")),
    topics.map(escapeHtml).join("<br>"),
    closing,
    linkParagraph(queueLink(), "Open the questions"),
  ]);
  return { to, subject, text, html };
}

/** To the other editors and admins when someone asks for a second reader of an answer. */
export function reviewRequestedMail(to: string, q: { id: string; by: string }): OutgoingMail {
  const subject = "An answer waits for a second reader";
  const link = questionLink(q.id);
  const lines = [
    "Hello,",
    `${q.by} wrote an answer to a question and asks for a second reader before it goes out.`,
    "Open it to approve it, or send it back with a note:",
  ];
  const text = [...lines, link, organisationName()].join("\n\n");
  const html = htmlLayout([...lines.map(escapeHtml), linkParagraph(link, "Read the answer")]);
  return { to, subject, text, html };
}

/** To the person who asked for the second reading, when it is sent back (the note is on the question's page). */
export function sentBackMail(to: string, q: { id: string; by: string }): OutgoingMail {
  const subject = "An answer was sent back to you";
  const link = questionLink(q.id);
  const lines = ["Hello,", `${q.by} read your answer to a question and sent it back with a note.`, "Open it:"];
  const text = [...lines, link, organisationName()].join("\n\n");
  const html = htmlLayout([...lines.map(escapeHtml), linkParagraph(link, "Open the question")]);
  return { to, subject, text, html };
}

// The layout wraps each part in <p>; the answer is HTML with paragraphs and lists of its own, so it takes a <div>.
const ANSWER_SLOT = "\u0000answer\u0000";

/**
 * The answer, to the asker, in the language they asked in. `answerHtml` is the sanitised HTML the editor wrote,
 * `answerText` its plain text; the question is staff's public version when there is one (never the original).
 */
export function answerMail(
  to: string,
  lang: Lang,
  q: { publicQuestion: string; answerHtml: string; answerText: string; urgent?: boolean },
): OutgoingMail {
  const m = t(lang).answers.mail;
  const org = organisationName();
  const askLink = `${env.APP_URL}${localizePath("/ask", lang)}`;
  const lines = helpLines(lang).map((l) => `${l.number}: ${l.label}`);
  const question = q.publicQuestion.trim();
  // The free lines are in every answer; first when the question was urgent (issue 34), as on the asker's pages.
  const help = `${m.helpLines}\n${lines.join("\n")}`;
  const text = [
    m.hello,
    m.intro(org),
    ...(q.urgent ? [help] : []),
    ...(question ? [m.yourQuestion, question] : []),
    m.answer,
    q.answerText,
    ...(q.urgent ? [] : [help]),
    m.privacy,
    askLink,
    org,
  ].join("\n\n");
  const helpHtml = `${escapeHtml(m.helpLines)}<br>${lines.map(escapeHtml).join("<br>")}`;
  const quote = (html: string) =>
    `<span style="display:block;border-left:4px solid #0b6352;padding:8px 12px;background:#f1f5f9">${html}</span>`;
  const html = htmlLayout(
    [
      escapeHtml(m.hello),
      escapeHtml(m.intro(org)),
      ...(q.urgent ? [helpHtml] : []),
      ...(question ? [escapeHtml(m.yourQuestion), quote(escapeHtml(question).replace(/\r?\n/g, "<br>"))] : []),
      `<strong>${escapeHtml(m.answer)}</strong>`,
      ANSWER_SLOT,
      ...(q.urgent ? [] : [helpHtml]),
      escapeHtml(m.privacy),
      linkParagraph(askLink, m.askAgain),
    ],
    undefined,
    lang,
    org,
  ).replace(
    `<p style="margin:0 0 16px">${ANSWER_SLOT}</p>`,
    () => `<div style="margin:0 0 16px">${q.answerHtml}</div>`,
  );
  return { to, subject: m.subject(org), text, html };
}
