import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { guestPageCache } from "~/platform/cache/guest-cache-http.server";
import { PUBLIC_VIEWER } from "~/domain/blog/posts-query.server";
import { countView } from "~/domain/blog/views.server";
import { sessionCookie } from "~/server/web/session-cookie.server";
import { personalParts } from "~/components/personal-parts.server";

/**
 * Guests' public pages from memory (docs/decisions/021), and signed-in readers' copies with their own parts
 * spliced in (issue 28, docs/decisions/031); what it does not answer goes on to the request handler. A cached
 * post page still counts its reader's view, by the same rule as the page's loader (a guest: never staff).
 */
export const guestPages = (build: ServerBuild, mode: string) =>
  guestPageCache({
    build,
    mode,
    onView: (request, postId) => countView(request, null, PUBLIC_VIEWER, postId),
    personal: { cookie: sessionCookie.name, parts: personalParts },
  }) as unknown as RequestHandler;
