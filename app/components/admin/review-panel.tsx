import { Form, useNavigation } from "react-router";
import { FieldError } from "~/components/auth/auth-card";
import type { ReviewState } from "~/routes/admin/blog-edit.server";
import { MAX_REVIEW_NOTE } from "~/domain/blog/post-schema";

/** What the review form's action answered when a step was refused (the note comes back as typed). */
export type ReviewResult = { intent: string; error: string; fields: Record<string, string>; note: string } | null;

const STATUS_STYLES: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800",
  pending: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
  published: "bg-emerald-100 text-emerald-900",
};

function StepButton({
  intent,
  label,
  tone = "outline",
}: {
  intent: string;
  label: string;
  tone?: "primary" | "outline";
}) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={`${tone === "primary" ? "btn-primary" : "btn-outline"} min-h-11`}
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
}

/**
 * The edit page's status box (issue 15): the status and scheduled time on the site's clock, the editor's note when a
 * post was sent back, and the review steps this person may take. Plain forms with an `intent`: no JS needed.
 */
export function ReviewPanel({ state, result }: { state: ReviewState; result: ReviewResult }) {
  const { can } = state;
  const error = result && result.intent !== "send_back" ? result.error : null;
  return (
    <section
      aria-labelledby="post-status-heading"
      className="mb-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="post-status-heading" className="font-semibold text-slate-900">
          Status:
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[state.status] ?? ""}`}
          data-status={state.status}
        >
          {state.statusLabel}
        </span>
        {state.scheduledLabel ? <p className="w-full text-slate-800">Scheduled for {state.scheduledLabel}</p> : null}
      </div>
      {state.reviewNote ? (
        <div
          className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3"
          role="note"
          aria-labelledby="review-note-heading"
        >
          <h3 id="review-note-heading" className="font-semibold text-amber-950">
            Editor’s note
          </h3>
          <p className="whitespace-pre-line break-words text-slate-900" data-review-note>
            {state.reviewNote}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {can.submit ? <StepButton intent="submit" label="Submit for review" tone="primary" /> : null}
        {can.withdraw ? <StepButton intent="withdraw" label="Take back to draft" /> : null}
        {can.publish ? <StepButton intent="publish" label="Publish now" tone="primary" /> : null}
        {can.unschedule ? <StepButton intent="unschedule" label="Unschedule" /> : null}
      </div>
      {can.submit ? (
        <p className="text-sm text-slate-700">Save your changes first: this sends the saved version to the editors.</p>
      ) : null}
      {can.sendBack ? (
        <Form method="post" className="space-y-2 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="send_back" />
          <label htmlFor="field-reviewNote" className="field-label">
            Note for the author (what to change)
          </label>
          <textarea
            id="field-reviewNote"
            name="reviewNote"
            rows={3}
            maxLength={MAX_REVIEW_NOTE}
            required
            defaultValue={result?.note ?? ""}
            className="field-input"
            aria-invalid={result?.fields.reviewNote ? true : undefined}
            aria-describedby={result?.fields.reviewNote ? "field-reviewNote-error" : undefined}
          />
          <FieldError
            id="field-reviewNote-error"
            message={result?.fields.reviewNote ?? (result?.intent === "send_back" ? result.error : undefined)}
          />
          <button type="submit" className="btn-outline min-h-11">
            Send back to author
          </button>
        </Form>
      ) : null}
    </section>
  );
}
