import type { Database } from "better-sqlite3";
import { sqlite } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { workerProcesses } from "~/platform/ops/process-role.server";

/**
 * The guest cache across worker processes (docs/decisions/043). Each process keeps its own copies; the database
 * says when they are stale:
 * - `PRAGMA data_version` changes when another connection has committed anything (about a microsecond to read);
 * - `PRAGMA user_version`, a number in the database file's header, is the guest pages' generation: every
 *   `invalidateGuestPages()` adds one, in the same transaction as the write when there is one.
 * Alone (one process), any commit by another connection empties the copies, as before: only a script, the sqlite3
 * shell or the test suite writes beside the server, and none of them announces anything. With several workers,
 * the others commit all the time (view counts, sessions, rate limits, job state), so only a new generation does.
 */
export function sharedGeneration(alone = workerProcesses() === 1, connection: Database = sqlite) {
  const dataVersion = connection.prepare("pragma data_version").pluck();
  const userVersion = connection.prepare("pragma user_version").pluck();
  let seenVersion = dataVersion.get();
  let seenGeneration = userVersion.get();
  // The generation is a signed 32-bit integer: it wraps rather than overflows (a change is all that matters).
  const bump = connection.transaction(() => {
    const next = ((Number(userVersion.get()) + 1) % 2 ** 31) | 0;
    connection.pragma(`user_version = ${next}`);
  });

  return {
    /** True when another process's commit since the last call means this process's copies must go. */
    changedElsewhere(): boolean {
      const version = dataVersion.get();
      if (version === seenVersion) return false;
      seenVersion = version;
      const generation = userVersion.get();
      const changed = generation !== seenGeneration;
      seenGeneration = generation;
      return alone || changed;
    },
    /**
     * Tells the other processes (no-op alone). Inside a transaction it joins it (a savepoint): the others see the
     * new generation exactly when they see the write. Not remembered as seen: this process empties its copies once
     * more when it notices its own number, which costs nothing but a render.
     */
    announce() {
      if (alone) return;
      try {
        bump.immediate();
      } catch (error) {
        // A full disk: the write this follows most likely failed too. The others' copies live 5 s at most.
        log.warn({ error: errorInfo(error) }, "guest cache generation not shared");
      }
    },
  };
}
