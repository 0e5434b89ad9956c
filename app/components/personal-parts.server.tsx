import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { findSessionUser } from "~/domain/auth/sessions.server";
import { readSessionCredential } from "~/server/web/session-cookie.server";
import { hasLiked } from "~/domain/blog/likes.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { viewerOf } from "~/domain/blog/posts-query.server";
import { findPost } from "~/domain/blog/posts.server";
import { countView } from "~/domain/blog/views.server";
import { toPublicUser } from "~/domain/people/users.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { requestStore } from "~/platform/http/request-store.server";
import { dataSaverOf } from "~/platform/offline/data-saver";
import { env } from "~/platform/ops/env.server";
import type { RootData } from "~/ui/root-data";
import { AccountParts } from "./account-parts";
import { PersonalLike } from "./blog/like-button";
import { PostTools } from "./blog/post-tools";
import { DonationProvider } from "./donation-dialog";

type PostParts = { id: string; liked: boolean; canEdit: boolean };

/**
 * A signed-in reader's personal parts of a stored guest page (issue 28, docs/decisions/031), rendered by the same
 * components as the whole page, between the same markers, with the root loader's data for this person: the page's
 * path gives the language and the active link, as in the page itself. Counts the reader's view of a post as its
 * loader would. Null (the page is then rendered whole) without a valid cookie session or for a name it does not know.
 */
export async function personalParts(
  request: Request,
  { names, viewPostId }: { names: readonly string[]; viewPostId: string | null },
): Promise<string | null> {
  const credential = await readSessionCredential(request);
  if (credential?.via !== "cookie") return null;
  const user = findSessionUser(credential.token)?.user;
  if (!user) return null;
  const store = requestStore();
  if (store) store.userId = user.id;
  // Only the slots this module renders, and a post's only for the post the page is.
  const known = (name: string) =>
    name === "account" ||
    (viewPostId !== null && (name === `like:${viewPostId}` || name === `post-tools:${viewPostId}`));
  if (!names.every(known)) return null;

  let post: PostParts | null = null;
  if (viewPostId) {
    const viewer = viewerOf(user);
    const row = findPost(viewer, viewPostId);
    if (!row || row.status !== "published") return null;
    countView(request, user, viewer, row.id);
    post = { id: row.id, liked: hasLiked(row.id, user.id), canEdit: canOnPost(user, "edit", row) };
  }
  const rootData: RootData = {
    user: toPublicUser(user),
    toast: null, // a flash cookie never comes this way (signed-in-splice.server.ts)
    settings: getSiteSettings(),
    origin: env.APP_URL,
    dataSaver: dataSaverOf(request.headers.get("cookie"), request.headers.get("save-data")),
  };
  // The root route's id and data, as useRouteLoaderData("root") reads them in the page.
  const handler = createStaticHandler([
    { id: "root", path: "*", loader: () => rootData, Component: () => <Parts names={names} post={post} /> },
  ]);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function Parts({ names, post }: { names: readonly string[]; post: PostParts | null }) {
  return (
    <DonationProvider dialog={false}>
      {names.map((name) =>
        name === "account" ? (
          <AccountParts key={name} />
        ) : name.startsWith("like:") && post ? (
          <PersonalLike key={name} postId={post.id} liked={post.liked} signedIn />
        ) : post ? (
          <PostTools key={name} postId={post.id} canEdit={post.canEdit} />
        ) : null,
      )}
    </DonationProvider>
  );
}
