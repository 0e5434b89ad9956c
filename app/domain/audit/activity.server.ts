import { SECTION_TITLES } from "~/domain/settings/settings-form.server";
import type { AuditEntry } from "~/domain/audit/schema";

/**
 * How an audit entry reads on the dashboard: "<who> <what> <object> <tail>", one sentence per action. The actor is
 * named once, by the sentence; the entry's summary is only ever the object (a title, a name, a file), never a
 * sentence of its own, so nothing is said twice.
 */
export type ActivitySentence = { who: string; what: string; object: string | null; tail: string | null };
type Entry = Pick<AuditEntry, "actorName" | "action" | "summary" | "details">;
type Parts = { what: string; object?: string | null; tail?: string | null };

const plain =
  (what: string, tail?: string) =>
  (e: Entry): Parts => ({ what, object: e.summary || null, tail });

/**
 * Someone who deleted their own account. Entries say so in `details.self`; older ones carried the whole sentence
 * in their summary ("<name> deleted their own account"), which is read the same way.
 */
const deletedOwnAccount = (e: Entry) => e.details?.self === true || / deleted their own account$/.test(e.summary);

const reasonTail = (e: Entry) => (typeof e.details?.reason === "string" ? `(reason: ${e.details.reason})` : null);

const SENTENCES: Record<string, (e: Entry) => Parts> = {
  "post.created": plain("created post"),
  "post.updated": plain("edited post"),
  "post.published": plain("published post"),
  "post.unpublished": plain("unpublished post"),
  "post.scheduled": plain("scheduled post"),
  "post.unscheduled": plain("unscheduled post"),
  "post.submitted": plain("submitted post", "for review"),
  "post.sent_back": plain("sent post", "back to its author"),
  "post.withdrawn": plain("took post", "back from review"),
  "post.deleted": plain("deleted post"),
  "post.restored": plain("restored an earlier version of post"),
  "post.preview_link_created": plain("made a preview link for post"),
  "post.preview_link_revoked": plain("revoked a preview link"),
  "user.created": plain("added user"),
  "user.updated": plain("edited user"),
  "user.role_changed": (e) => ({
    what: "changed the role of",
    object: e.summary || null,
    tail: typeof e.details?.to === "string" ? `to ${e.details.to}` : null,
  }),
  "user.deleted": (e) =>
    deletedOwnAccount(e) ? { what: "deleted their own account" } : { what: "deleted user", object: e.summary || null },
  "user.bulk_updated": plain("updated"),
  "message.new": plain("marked message", "as new"),
  "message.read": plain("read message"),
  "message.replied": plain("marked message", "as replied"),
  "message.deleted": plain("deleted message"),
  "settings.updated": (e) => ({
    what: "changed the settings:",
    object: SECTION_TITLES[e.summary as keyof typeof SECTION_TITLES] ?? e.summary,
  }),
  "mail.retried": plain("retried mail"),
  // Issue 38: the summary never holds the number.
  "sms.opted_out": () => ({ what: "recorded an SMS opt-out" }),
  "backup.created": plain("made backup"),
  "backup.downloaded": plain("downloaded backup"),
  // The summary says "Subscriber removed (lang, status)": the verb is the sentence's, the address is never kept.
  "subscriber.removed": () => ({ what: "removed a newsletter subscriber" }),
  // Gifts (issue 25): the summary is the gift ("5,000 RWF gift (2026-00001)"), the reason rides in the details.
  "donation.confirmed": plain("confirmed"),
  "donation.entered": plain("recorded a confirmed"),
  "donation.declined": (e) => ({ what: "declined", object: e.summary || null, tail: reasonTail(e) }),
  "donation.voided": (e) => ({ what: "voided", object: e.summary || null, tail: reasonTail(e) }),
  "campaign.create": plain("created campaign"),
  "campaign.update": plain("edited campaign"),
  "campaign.delete": plain("deleted campaign"),
  "campaign.unfeatured": plain("stopped featuring campaign", "(another one is featured now)"),
  // Questions (issue 26): the entry holds the question's id and the step, never its text.
  "question.save": () => ({ what: "saved an answer to a question" }),
  "question.publish": () => ({ what: "published a question in the library" }),
  "question.answer_private": () => ({ what: "answered a question privately" }),
  "question.answer_email": () => ({ what: "answered a question by e-mail" }),
  "question.decline": () => ({ what: "declined a question" }),
  "question.submit_review": () => ({ what: "asked for a second reader of an answer" }),
  "question.send_back": () => ({ what: "sent an answer back with a note" }),
  "question.approve_publish": () => ({ what: "approved an answer and published it in the library" }),
  "question.approve_answer_private": () => ({ what: "approved an answer sent privately" }),
  "question.approve_answer_email": () => ({ what: "approved an answer sent by e-mail" }),
  "question.unpublish": () => ({ what: "took a question out of the library" }),
  // Issue 34: staff's own judgement of urgency, by hand.
  "question.mark_urgent": () => ({ what: "marked a question urgent" }),
  "question.unmark_urgent": () => ({ what: "marked a question not urgent" }),
};

export const hasSentence = (action: string) => action in SENTENCES;

export function activitySentence(entry: Entry): ActivitySentence {
  const parts = SENTENCES[entry.action]?.(entry) ?? { what: "made a change:", object: entry.summary || null };
  return { who: entry.actorName, what: parts.what, object: parts.object ?? null, tail: parts.tail ?? null };
}
