import { and, eq, inArray, isNotNull, lt, ne, or } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { deleteStaleRateLimits } from "~/platform/http/rate-limit.server";
import { mailOutbox } from "~/platform/mail/schema";
import { passwordResetTokens, verificationCodes } from "~/domain/auth/schema";
import { postViews } from "~/domain/blog/schema";
import { users } from "~/domain/people/schema";
import { deleteExpiredSessions } from "~/domain/auth/sessions.server";
import { rolesWithout } from "~/domain/people/permissions";
import { removeUserInTx } from "~/domain/people/user-removal.server";
import type { Job } from "~/platform/jobs/jobs.server";

const DAY = 24 * 60 * 60_000;

/**
 * How long things are kept (README "What is kept, and for how long"):
 * - an account whose e-mail was never verified: 30 days, then it goes like a deleted account (ordinary users
 *   only, whose role gives no way into the admin area: invited staff keep theirs until an admin removes them);
 * - sent, failed and expired mail: 30 days (bodies are already cleared when sending ends);
 * - per-visitor view rows: 2 days (they only stop a reload counting twice on the same day).
 */
export const UNVERIFIED_ACCOUNT_DAYS = 30;
export const FINISHED_MAIL_DAYS = 30;
const VIEW_ROW_DAYS = 2;

/** One pass; idempotent, each table in its own statement so a crash half-way loses nothing. */
export function pruneOnce(now = Date.now()) {
  const at = new Date(now);
  const removed: Record<string, number> = {};
  removed.sessions = deleteExpiredSessions(at);
  removed.codes = db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, at)).run().changes;
  removed.resetLinks = db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, at), isNotNull(passwordResetTokens.usedAt)))
    .run().changes;
  removed.rateLimits = deleteStaleRateLimits(now);
  removed.mail = db
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, "queued"), lt(mailOutbox.createdAt, new Date(now - FINISHED_MAIL_DAYS * DAY))))
    .run().changes;
  const oldestDay = new Date(now - VIEW_ROW_DAYS * DAY).toISOString().slice(0, 10);
  removed.viewRows = db.delete(postViews).where(lt(postViews.day, oldestDay)).run().changes;

  const stale = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isVerified, false),
        inArray(users.role, rolesWithout("admin-area:enter")),
        lt(users.createdAt, new Date(now - UNVERIFIED_ACCOUNT_DAYS * DAY)),
      ),
    )
    .limit(500)
    .all()
    .map((u) => u.id);
  // Each account in the one removal transaction every deletion uses (likes recounted, messages gone).
  for (const id of stale) db.transaction((tx) => removeUserInTx(tx, id));
  removed.unverifiedAccounts = stale.length;
  return removed;
}

export const pruningJob: Job = {
  name: "prune",
  everyMs: 60 * 60_000,
  run() {
    const removed = pruneOnce();
    const parts = Object.entries(removed).filter(([, n]) => n > 0);
    return parts.length ? `pruned ${parts.map(([k, n]) => `${n} ${k}`).join(", ")}` : undefined;
  },
};
