/**
 * A question and its answer as a reader sees them (issue 26): the library's page and the private answer behind a
 * code share it. The question is plain text (paragraphs on blank lines); the answer is the post editor's HTML,
 * sanitised when staff saved it (app/domain/blog/sanitize.server.ts).
 */
export function QuestionText({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-lg text-slate-900">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p.trim()}
          </p>
        ))}
    </div>
  );
}

export function AnswerBody({ html }: { html: string }) {
  // Sanitised on the server when written: only the editor's tags, no scripts, handlers or unsafe URLs.
  return <div className="prose-post" dangerouslySetInnerHTML={{ __html: html }} />;
}
