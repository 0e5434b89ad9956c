import { Form, useNavigation } from "react-router";
import { useFormatDate } from "~/ui/root-data";

export type BackupsPanelStatus = {
  latest: { name: string; createdAt: string; bytes: number } | null;
  count: number;
  keep: number;
  everyHours: number;
  lastRun: { at: string; ok: boolean; message: string | null } | null;
};

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Admins only (the dashboard and /admin/backups): the newest backup, a download link and "Back up now". The form
 * posts to /admin/backups, which answers with a redirect back to `back`: it works the same without JavaScript.
 */
export function BackupsPanel({ status, back }: { status: BackupsPanelStatus; back: "/admin" | "/admin/backups" }) {
  const navigation = useNavigation();
  const formatDate = useFormatDate();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/backups";
  const { latest, lastRun } = status;
  return (
    <section aria-labelledby="backups-heading" className="card space-y-3" data-testid="backups-panel">
      <h2 id="backups-heading" className="font-semibold text-slate-900">
        Backups
      </h2>
      {latest ? (
        <p className="text-slate-800">
          Last backup: <time dateTime={latest.createdAt}>{formatDate(latest.createdAt, "withTime")}</time>,{" "}
          {size(latest.bytes)}
        </p>
      ) : (
        <p className="text-slate-800">No backup yet.</p>
      )}
      <p className="text-sm text-slate-700">
        Made every {status.everyHours === 24 ? "day" : `${status.everyHours} hours`}; the newest {status.keep} are kept
        on the server ({status.count} now). Copy them off the server too: see the README.
      </p>
      {lastRun && !lastRun.ok ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          The last backup failed: {lastRun.message ?? "see the server log"}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {latest ? (
          // A plain link: a file download, not a page of the app.
          <a href="/admin/backups/latest" download={latest.name} className="btn-outline min-h-11">
            Download latest backup
          </a>
        ) : null}
        <Form method="post" action="/admin/backups">
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="btn-primary min-h-11" disabled={busy}>
            {busy ? "Backing up…" : "Back up now"}
          </button>
        </Form>
      </div>
    </section>
  );
}
