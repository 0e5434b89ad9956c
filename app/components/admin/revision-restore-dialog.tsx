import { Form, Link, useNavigation } from "react-router";
import { ServerDialog } from "./server-dialog";

type Props = { revisionId: string; label: string; status: string; cancelHref: string };

/** The one confirmation before a restore: a plain form, so it works without JavaScript. */
export function RevisionRestoreDialog({ revisionId, label, status, cancelHref }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <ServerDialog title="Restore this version?" titleId="restore-title" role="alertdialog" describedBy="restore-text">
      <div id="restore-text" className="mt-2 space-y-2 text-slate-700">
        <p>The title, excerpt, content, tags, category and picture texts become those of: {label}.</p>
        <p>
          The status stays {status}: restoring never publishes or unpublishes. The current text stays in the history.
        </p>
      </div>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="revisionId" value={revisionId} />
        <Link data-autofocus to={cancelHref} className="btn-outline min-h-11" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary min-h-11" disabled={busy}>
          {busy ? "Restoring…" : "Restore"}
        </button>
      </Form>
    </ServerDialog>
  );
}
