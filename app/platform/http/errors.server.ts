import { msg } from "~/i18n/message";

/** A failure with an HTTP meaning. Page actions render it; /api routes turn it into {success:false, message}. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = msg("notAuthenticated")) => new HttpError(401, message);
export const forbidden = (message = msg("forbidden")) => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);

// SQLite's "database or disk is full" and its I/O errors (better-sqlite3 puts the extended code on `code`), and
// the file system's "no space left" / "quota exceeded" from node:fs.
const STORAGE_CODES = /^(SQLITE_FULL|SQLITE_IOERR(_\w+)?|ENOSPC|EDQUOT)$/;
// Another connection (a second worker process, a backup, the sqlite3 shell) held the write lock past busy_timeout
// (5 s): nothing was written, and the same request a moment later will most likely go through.
const BUSY_CODES = /^SQLITE_(BUSY|LOCKED)(_\w+)?$/;

/** True when the error, or one it wraps (a Drizzle query error's cause), carries a code the pattern matches. */
function hasCode(error: unknown, codes: RegExp): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && codes.test(code)) return true;
  }
  return false;
}

/** True when the error (or one it wraps) is storage running out or failing. */
export const isStorageFailure = (error: unknown) => hasCode(error, STORAGE_CODES);
/** True when the error (or one it wraps) is the database's write lock held elsewhere for too long. */
export const isDatabaseBusy = (error: unknown) => hasCode(error, BUSY_CODES);

/**
 * The one mapping of failures to HTTP meaning used by /api answers, page forms and the page error screen:
 * an HttpError stays what it is; storage that is full or failing, or a database kept busy by another process, is a
 * 503 "try again" (not the person's fault, and it passes); anything else is unexpected (undefined: a 500, logged).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isStorageFailure(error))
    return new HttpError(503, msg("storageUnavailable"), undefined, { "Retry-After": "300" });
  if (isDatabaseBusy(error)) return new HttpError(503, msg("databaseBusy"), undefined, { "Retry-After": "5" });
  return undefined;
}
