import { downloadLatestBackup, requireBackupAdmin } from "./backups.server";
import type { Route } from "./+types/backup-download";

// GET /admin/backups/latest: the newest archive as a download (admins only, audited, streamed).
export function loader({ request, context }: Route.LoaderArgs) {
  return downloadLatestBackup(requireBackupAdmin(request, context));
}
