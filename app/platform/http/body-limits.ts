/**
 * How large a request body a route takes (issue 33). A route that takes more than an ordinary form says so itself:
 * `export const bodyLimit = PICTURE_BODY_LIMIT;` in its module. The one body rule (app/server/body-limits.server.ts)
 * reads these exports from the server build's route table, so a new form with a picture cannot be forgotten in a
 * list kept elsewhere. Plain constants, no server code: a page's module may import them.
 */
const KB = 1024;
const MB = 1024 * KB;

/** Every route, for anyone: forms and JSON (login, sign-up, contact, likes …). */
export const FORM_BODY_LIMIT = 64 * KB;
/** One picture (app/domain/media/images.server.ts's MAX_UPLOAD_BYTES; the form checks it before sending, with JS). */
export const PICTURE_FILE_LIMIT = 5 * MB;
/** A form or upload with pictures: a 5 MB picture (two on /admin/settings) and the form around it. */
export const PICTURE_BODY_LIMIT = 12 * MB;

/** An autosave: the whole article as JSON (50,000 characters of accented text is ~100 KB). */
export const AUTOSAVE_BODY_LIMIT = 512 * KB;

/** The limit in words, for the refusal (`12 MB`, `64 KB`). */
export const bodySize = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);
