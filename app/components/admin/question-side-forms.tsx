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
  const noteError = (name: string) =>
    fields[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {fields[name]}
      </p>
    ) : null;
  return (
    <>
      {can.sendBack ? (
        <Form method="post" className="card space-y-3 p-4" noValidate>
          <label htmlFor="reviewNote" className="field-label">
            Note for {reviewRequestedBy ?? "the person who answered"}
          </label>
          <textarea
            id="reviewNote"
            name="reviewNote"
            rows={3}
            maxLength={MAX_STAFF_NOTE}
            defaultValue={typed?.reviewNote ?? ""}
            aria-invalid={fields.reviewNote ? true : undefined}
            aria-describedby={fields.reviewNote ? "reviewNote-error" : undefined}
            className="field-input"
          />
          {noteError("reviewNote")}
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
            <label htmlFor="declineReason" className="field-label">
              Reason (only staff see it)
            </label>
            <textarea
              id="declineReason"
              name="declineReason"
              rows={3}
              maxLength={MAX_STAFF_NOTE}
              defaultValue={typed?.declineReason ?? ""}
              aria-invalid={fields.declineReason ? true : undefined}
              aria-describedby={fields.declineReason ? "declineReason-error" : undefined}
              className="field-input"
            />
            {noteError("declineReason")}
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
