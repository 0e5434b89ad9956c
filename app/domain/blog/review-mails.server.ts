import {
  escapeHtml,
  htmlLayout,
  linkParagraph,
  organisationName,
  type OutgoingMail,
} from "~/platform/mail/layout.server";

/** To every verified editor and admin when an author submits a post for review (issue 15). */
export function reviewRequestMail(to: string, post: { title: string; authorName: string; link: string }): OutgoingMail {
  const subject = `Review requested: ${post.title}`;
  const text = [
    `Hello,`,
    `${post.authorName} submitted a post for review: "${post.title}".`,
    `Open it to publish or schedule it, or send it back with a note:`,
    post.link,
    organisationName(),
  ].join("\n\n");
  const html = htmlLayout([
    "Hello,",
    `${escapeHtml(post.authorName)} submitted a post for review: <strong>${escapeHtml(post.title)}</strong>.`,
    "Open it to publish or schedule it, or send it back with a note:",
    linkParagraph(post.link, "Review the post"),
  ]);
  return { to, subject, text, html };
}

/** To the author when an editor sends their post back from review, with the editor's note (issue 15). */
export function sentBackMail(
  to: string,
  post: { name: string; title: string; editorName: string; note: string; link: string },
): OutgoingMail {
  const subject = `Changes requested: ${post.title}`;
  const text = [
    `Hello ${post.name},`,
    `${post.editorName} sent your post "${post.title}" back to you with this note:`,
    post.note,
    `It is a draft again. Make the changes and submit it for review once more:`,
    post.link,
    organisationName(),
  ].join("\n\n");
  const note = escapeHtml(post.note).replace(/\r?\n/g, "<br>");
  const html = htmlLayout([
    `Hello ${escapeHtml(post.name)},`,
    `${escapeHtml(post.editorName)} sent your post <strong>${escapeHtml(post.title)}</strong> back to you with this note:`,
    `<span style="display:block;border-left:4px solid #0b6352;padding:8px 12px;background:#f1f5f9">${note}</span>`,
    "It is a draft again. Make the changes and submit it for review once more:",
    linkParagraph(post.link, "Open your post"),
  ]);
  return { to, subject, text, html };
}
