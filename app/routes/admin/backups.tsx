import { AdminError } from "~/components/admin/admin-error";
import { BackupsPanel } from "~/components/admin/backups-panel";
import { backupNow, requireBackupAdmin } from "./backups.server";
import { backupStatus } from "~/platform/backups/backup-job.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import type { Route } from "./+types/backups";

export function loader({ request, context }: Route.LoaderArgs) {
  requireBackupAdmin(request, context);
  return { status: backupStatus() };
}

// "Back up now" (the panel's form, on this page and on the dashboard): back to where it was sent from.
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireBackupAdmin(request, context);
  let back = "/admin/backups";
  try {
    if ((await readForm(request)).back === "/admin") back = "/admin";
  } catch (error) {
    if (error instanceof HttpError) return redirectWithError(back, error.message);
    throw error;
  }
  const made = await backupNow(actor);
  return made
    ? redirectWithSuccess(back, `Backup made: ${made.name}`)
    : redirectWithError(back, "The backup failed: the server log says why");
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Backups</h1>
        <p className="text-slate-700">
          A copy of all the site's data (database and uploaded pictures), made every day on the server.
        </p>
      </div>
      <BackupsPanel status={loaderData.status} back="/admin/backups" />
    </div>
  );
}

export const meta = () => [{ title: "Backups · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
