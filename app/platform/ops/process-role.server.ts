/**
 * Which part this process plays in a server of several worker processes (scripts/serve.mjs, docs/decisions/043).
 * The launcher sets both variables; a unit test, a script or the dev server has neither and is the whole server.
 */

/** How many processes serve this database (WEB_WORKERS as the launcher resolved it; 1 when not set). */
export const workerProcesses = () => Math.max(1, Number(process.env.WEB_WORKERS) || 1);

/**
 * Whether this process does the once-per-database work: the start-up (admin, demo seed, search text, page images,
 * the image sweep, mail claims of a killed process) and the background jobs. In a cluster that is the one worker
 * the primary started with WEB_ROLE=jobs (and its replacement); the others (WEB_ROLE=web) only serve.
 */
export const holdsTheJobs = () => process.env.WEB_ROLE !== "web";
