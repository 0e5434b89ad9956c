import { matchRoutes, type RouteObject } from "react-router";
import { checkAccess } from "~/domain/auth/access.server";
import { findSessionUser } from "~/domain/auth/sessions.server";
import { readSessionCredential } from "~/server/web/session-cookie.server";
import { msg } from "~/i18n/message";
import { bodySize, FORM_BODY_LIMIT, PICTURE_FILE_LIMIT } from "~/platform/http/body-limits";

/**
 * The one body rule (issues 23 and 33), judged from the request's headers before a byte of its body is read
 * (app/http-server/body-rule.server.ts builds it from the server build's routes and calls it for every request;
 * nothing that takes a body goes around it):
 * - forms and JSON are small: 64 KB on every route, for anyone (login, sign-up, contact, likes …);
 * - a route that takes more says so in its own module (`export const bodyLimit = …`, app/platform/http/body-limits.ts:
 *   the post and campaign forms, settings, uploads, autosave, answers). The rule finds the route the way the router
 *   does (React Router's own matcher over the same route table), so no list kept here can forget a form;
 * - a large body is taken only from a verified account that may come into the admin area (`admin-area:enter`:
 *   admin, editor, author; what each may do there is the route's own rule): anyone else is answered 401/403 at
 *   once, so no client can make the server hold megabytes to be told it may not send them;
 * - past the route's limit: 413; a body of unknown length (chunked): 411.
 * React Router posts a page's form to the route's data URL (`/admin/blog/create.data`): the same route, same limit.
 */

/** A route of the server build (`build.routes`): its place in the table and its module's exports. */
export type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: Record<string, unknown>;
};

export type BodyRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined> };
/** `page`: the HTML to answer a staff page's form with instead of the bare message (a browser shows it). */
export type BodyRefusal = { status: 401 | 403 | 411 | 413; message: string; page?: string };

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The route tree React Router matches, each route carrying its declared limit (if any) in `handle`. */
function routeTree(routes: BuiltRoute[]): RouteObject[] {
  const children = new Map<string | undefined, BuiltRoute[]>();
  for (const route of routes) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) => {
      const limit = r.module.bodyLimit;
      if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) > FORM_BODY_LIMIT))
        throw new Error(`Route ${r.id}: bodyLimit must be a whole number of bytes above ${FORM_BODY_LIMIT}`);
      const common = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, handle: limit };
      return r.index ? { ...common, index: true as const } : { ...common, children: build(r.id) };
    });
  return build(undefined);
}

/** The path as the router reads it: React Router's data URL (`…/x.data`, `/_root.data`) is the page's route. */
const routePath = (pathname: string) => (pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, ""));

/** The limit a route declares for its bodies, or undefined (an ordinary form's). */
export function declaredLimits(routes: BuiltRoute[]) {
  const tree = routeTree(routes);
  return (pathname: string): number | undefined => {
    const matches = matchRoutes(tree, routePath(pathname));
    return matches?.at(-1)?.route.handle as number | undefined;
  };
}

const tooLarge = (limit: number): BodyRefusal => ({
  status: 413,
  message: `The request body is too large (at most ${bodySize(limit)})`,
});

/**
 * A staff form with pictures sent without JavaScript, past its route's limit (pictures larger than a phone's): the
 * body cannot be read, so the form cannot come back filled in. The page says what happened and sends the person
 * back, where the browser still has what they typed (with JavaScript the form checks each picture before sending).
 * The admin area is in English (README, issue 17).
 */
const formTooLarge = (limit: number): BodyRefusal => ({
  ...tooLarge(limit),
  page: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent: the pictures are too large</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main>
<h1>Not sent: the pictures are too large</h1>
<p>This form can take at most ${bodySize(limit)} at once, and each picture at most ${bodySize(PICTURE_FILE_LIMIT)}. Nothing was saved.</p>
<p>Go back to the form with your browser's Back button: what you typed is still there. Choose a smaller picture (or fewer pictures) and send it again.</p>
</main></body></html>`,
});
const isPage = (path: string) => !/^\/api(\/|$)/i.test(path) && !path.endsWith(".data");
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** Who sends it, from the session cookie or Bearer token alone (the same lookup as every request's). */
async function sender(headers: BodyRequest["headers"]) {
  const credentials = new Headers();
  for (const name of ["cookie", "authorization"]) {
    const value = header(headers[name]);
    if (value) credentials.set(name, value);
  }
  const credential = await readSessionCredential(new Request("http://localhost/", { headers: credentials }));
  return credential ? (findSessionUser(credential.token)?.user ?? null) : null;
}

/** The rule over this build's routes: null when the body may be read, otherwise the answer to give at once. */
export function bodyRule(routes: BuiltRoute[]) {
  const limitOf = declaredLimits(routes);
  return async function bodyRefusal({ method, path, headers }: BodyRequest): Promise<BodyRefusal | null> {
    if (!BODY_METHODS.has(method)) return null;
    const length = header(headers["content-length"]);
    if (length === undefined)
      return headers["transfer-encoding"] ? { status: 411, message: "Send the body with a Content-Length" } : null;
    const bytes = Number(length);
    if (bytes <= FORM_BODY_LIMIT) return null;
    const limit = limitOf(path);
    if (limit === undefined) return tooLarge(FORM_BODY_LIMIT);
    const verdict = checkAccess(await sender(headers), "admin-area:enter");
    if (verdict === "login") return { status: 401, message: msg("notAuthenticated") };
    if (verdict === "verify") return { status: 403, message: msg("verifyEmailFirst") };
    if (verdict === "forbidden") return { status: 403, message: msg("forbidden") };
    if (bytes <= limit) return null;
    return isPage(path) ? formTooLarge(limit) : tooLarge(limit);
  };
}
