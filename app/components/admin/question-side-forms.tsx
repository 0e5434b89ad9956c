import { Form } from "react-router";
import { MAX_STAFF_NOTE } from "~/domain/questions/answer-schema";

type Props = {
  can: { sendBack: boolean; decline: boolean; unpublish: boolean };
  reviewRequestedBy: string | null;
  typed: Record<string, string> | undefined;
  fields: Record<string, string>;
  openDecline: boolean;
  busy: boolean;
};

/**
 * The question page's steps that carry no answer (issue 26): the second reader's note, declining with a reason kept
 * for staff, and taking an entry out of the library. Each is a plain form with an `intent`.
 */
export function QuestionSideForms({ can, reviewRequestedBy, typed, fields, openDecline, busy }: Props) {
  return (
    <>
      {can.sendBack ? (
        <Form method="post" className="card space-y-3 p-4" noValidate>
          <StaffNoteField
            name="reviewNote"
            label={`Note for ${reviewRequestedBy ?? "the person who answered"}`}
            typed={typed}
            error={fields.reviewNote}
          />
          <button type="submit" name="intent" value="send_back" className="btn-outline min-h-11" disabled={busy}>
            Send back with this note
          </button>
        </Form>
      ) : null}
      {can.decline ? (
        <details className="card p-4" open={openDecline || undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-900">
            Decline this question
          </summary>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <StaffNoteField
              name="declineReason"
              label="Reason (only staff see it)"
              typed={typed}
              error={fields.declineReason}
            />
            <button
              type="submit"
              name="intent"
              value="decline"
              className="btn min-h-11 bg-red-700 text-white hover:bg-red-800"
              disabled={busy}
            >
              Decline
            </button>
          </Form>
        </details>
      ) : null}
      {can.unpublish ? (
        <Form method="post" className="card p-4">
          <p className="mb-2 text-slate-900">Taking it out of the library makes it wait for staff again.</p>
          <button type="submit" name="intent" value="unpublish" className="btn-outline min-h-11" disabled={busy}>
            Unpublish
          </button>
        </Form>
      ) : null}
    </>
  );
}

/**
 * Issue 34: urgent or not, by hand (a plain form: works without JavaScript). The asker's own "in danger now" is
 * said beside it, so unmarking is a choice made knowing it.
 */
export function UrgencyForm({ urgent, saidInDanger, busy }: { urgent: boolean; saidInDanger: boolean; busy: boolean }) {
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="urgency" />
      <input type="hidden" name="urgent" value={urgent ? "false" : "true"} />
      <button type="submit" className="btn-outline min-h-11" disabled={busy}>
        {urgent ? "Mark as not urgent" : "Mark as urgent"}
      </button>
      {saidInDanger && !urgent ? (
        <span className="text-sm text-slate-800">The asker said they or someone else is in danger now.</span>
      ) : null}
    </Form>
  );
}

/** A staff-only note (the second reader's, a reason to decline): one labelled box with its own error. */
function StaffNoteField(props: { name: string; label: string; typed: Props["typed"]; error: string | undefined }) {
  const { name, label, typed, error } = props;
  return (
    <>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={3}
        maxLength={MAX_STAFF_NOTE}
        defaultValue={typed?.[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="field-input"
      />
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
