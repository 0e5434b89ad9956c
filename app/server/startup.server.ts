import { eq } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { hashPassword } from "~/domain/auth/passwords.server";
import { users } from "~/domain/people/schema";
import { seedDemo } from "./seed.server";
import { findUserByEmail } from "~/domain/people/users.server";
import { sweepUnusedImages } from "~/domain/media/image-cleanup.server";
import { ensurePageImages } from "~/domain/media/page-images.server";
import { BACKGROUND_JOBS, startBackgroundJobs } from "./background-jobs.server";
import { releaseClaims } from "~/platform/mail/outbox.server";
import { reconcileSending } from "~/domain/sms/outbox.server";
import { readOrganisationNameFrom } from "~/platform/mail/layout.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { log } from "~/platform/ops/log.server";
import { holdsTheJobs } from "~/platform/ops/process-role.server";
import { jobsRunElsewhere } from "~/platform/jobs/jobs.server";
import { countVisitsOfWebWorkers } from "~/domain/reports/visit-counter.server";
import { assertSearchIndex, fillMissingSearchText } from "~/domain/blog/search-index.server";

/** Creates or updates the verified admin named by ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const existing = findUserByEmail(email);
  if (existing) {
    db.update(users).set({ passwordHash, role: "admin", isVerified: true }).where(eq(users.id, existing.id)).run();
  } else {
    db.insert(users)
      .values({
        name: "Administrator",
        email: email.trim().toLowerCase(),
        passwordHash,
        role: "admin",
        isVerified: true,
      })
      .run();
  }
}

// On globalThis, not in this module: under the dev server (Vite) an edit evaluates this module again, and the
// admin, the seed and the background jobs must still start once per process.
const state = globalThis as unknown as { __appStarted?: Promise<void> };

/** Runs once per process: the database module has already applied migrations on import. */
export function startup() {
  // Every e-mail names the organisation (sender, subject, signature) as the settings do: mail is platform and may
  // not import the settings, so it is plugged in here, outside the once-only part (a reloaded module gets it again).
  readOrganisationNameFrom(() => getSiteSettings().identity.name);
  state.__appStarted ??= (async () => {
    // One worker of several (docs/decisions/043): the jobs worker did all of this before this one was started, and
    // its jobs run there; a "run it now" from here goes to it through the primary.
    if (!holdsTheJobs()) return jobsRunElsewhere(BACKGROUND_JOBS);
    // Who was seen today is known here only: the other workers' page views are counted in this process.
    countVisitsOfWebWorkers();
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (env.SEED_DEMO) await seedDemo();
    // SQL cannot strip HTML: posts written without their plain text (a raw import) become searchable here.
    assertSearchIndex();
    const indexed = fillMissingSearchText();
    if (indexed > 0) log.info({ indexed }, "computed the search text of posts");
    // Before the sweep: the pages' default pictures are in use even when no post shows them.
    await ensurePageImages();
    const swept = sweepUnusedImages();
    if (swept > 0) log.info({ swept }, "removed uploaded images no post uses");
    // Mail that a killed process had claimed goes out now, not when its claim would have run out.
    const released = releaseClaims();
    if (released > 0) log.info({ released }, "queued mail due again after a restart");
    // Issue 38: a text cut off while the provider was being asked may have left; it is never sent a second time.
    const unknown = reconcileSending();
    if (unknown > 0) log.warn({ unknown }, "texts cut off while sending marked unknown after a restart");
    // Pruning, mail and backups run from here on; pruning's first run is due at once (it replaces the old sweep).
    startBackgroundJobs();
  })();
  return state.__appStarted;
}
