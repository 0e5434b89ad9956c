import { Form, Link, useNavigation } from "react-router";
import { ServerDialog } from "./server-dialog";

const plural = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * "Cancel the whole event": one press would tell everyone signed up, so the first press only asks (the server
 * answers with `check`, written nowhere) and a second, in the dialog, cancels. Works without JavaScript: the
 * action's answer renders the dialog, the "Keep the event" link reloads the screen.
 */
export function EventCancel({ eventId, check }: { eventId: string; check?: { message: string; people: number } }) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Form method="post" className="space-y-3 rounded-xl border border-red-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Cancel the whole event</h2>
        <p className="text-sm text-slate-700">Every date still planned is cancelled and everyone signed up is told.</p>
        <label htmlFor="cancel-event-message" className="field-label">
          Message to everyone signed up
        </label>
        <textarea
          id="cancel-event-message"
          name="message"
          rows={3}
          maxLength={2000}
          className="field-input"
          defaultValue={check?.message}
        />
        <button type="submit" name="intent" value="cancel-event" className="btn-outline min-h-11 text-red-800">
          Cancel event
        </button>
      </Form>
      {check ? (
        <ServerDialog
          title="Cancel this event?"
          titleId="cancel-event-title"
          role="alertdialog"
          describedBy="cancel-event-text"
        >
          <p id="cancel-event-text" className="mt-2 text-slate-700">
            Every date still planned is cancelled and {plural(check.people)} signed up{" "}
            {check.people === 1 ? "is" : "are"} told at once. This cannot be undone.
          </p>
          {check.message ? (
            <p className="mt-3 text-sm whitespace-pre-line text-slate-900">
              <span className="font-semibold">Your message: </span>
              {check.message}
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-700">No message is added to the e-mail.</p>
          )}
          <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
            <Link data-autofocus to={`/admin/events/${eventId}`} className="btn-outline min-h-11" preventScrollReset>
              Keep the event
            </Link>
            <input type="hidden" name="message" value={check.message} />
            <input type="hidden" name="confirmed" value="yes" />
            <button
              type="submit"
              name="intent"
              value="cancel-event"
              disabled={busy}
              className="btn min-h-11 bg-red-700 text-white hover:bg-red-800"
            >
              {busy ? "Cancelling…" : "Cancel event and tell them"}
            </button>
          </Form>
        </ServerDialog>
      ) : null}
    </>
  );
}
