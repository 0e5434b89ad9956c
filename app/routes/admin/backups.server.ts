import fs from "node:fs";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RouterContextProvider } from "react-router";
import { hasAccess } from "~/domain/auth/access.server";
import { requirePageUser } from "~/server/web/access.server";
import { recordAudit } from "~/domain/audit/audit.server";
import type { User } from "~/domain/people/schema";
import { backupNow as runBackupNow, latestBackup } from "~/platform/backups/backup-job.server";
import { db } from "~/platform/data/db.server";
import { log } from "~/platform/ops/log.server";

/** Backups are the whole organisation's data, password hashes included: admins only (verified), never editors. */
export function requireBackupAdmin(request: Request, context: Readonly<RouterContextProvider>): User {
  const user = requirePageUser(request, context, "signed-in");
  if (!hasAccess(user, "backups:download")) throw refusal(403, "Only an admin can see and download backups");
  return user;
}

// Thrown from loaders: a page shows it in its error boundary, the download route sends it as is.
const refusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** "Back up now" from /admin/backups: the backup job's own run, audited with who asked. */
export async function backupNow(actor: User) {
  const latest = await runBackupNow();
  if (!latest) return null;
  recordAudit(db, {
    actor,
    action: "backup.created",
    targetType: "backup",
    targetId: latest.name,
    summary: latest.name,
  });
  log.info({ job: "backup", userId: actor.id }, "backup made on request");
  return latest;
}

/** The newest archive as a streamed download (never read into memory), audited. */
export function downloadLatestBackup(actor: User): Response {
  const latest = latestBackup();
  if (!latest) throw refusal(404, "There is no backup yet: use Back up now first");
  // Opened before the audit entry: the stream keeps the file even if the job prunes it meanwhile.
  const stream = fs.createReadStream(latest.file);
  recordAudit(db, {
    actor,
    action: "backup.downloaded",
    targetType: "backup",
    targetId: latest.name,
    summary: latest.name,
  });
  return new Response(createReadableStreamFromReadable(stream), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(latest.bytes),
      "Content-Disposition": `attachment; filename="${latest.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
