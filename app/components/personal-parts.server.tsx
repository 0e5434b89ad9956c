import { Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { findSessionUser } from "~/domain/auth/sessions.server";
import { readSessionCredential } from "~/server/web/session-cookie.server";
import type { User } from "~/domain/people/schema";
import { requestStore } from "~/platform/http/request-store.server";
import { postForReader, type PostPersonal } from "~/ui/post-personal.server";
import type { RootData } from "~/ui/root-data";
import { rootPersonalData } from "~/ui/root-data.server";
import { AccountParts } from "./account-parts";
import { PersonalLike } from "./blog/like-button";
import { PostTools } from "./blog/post-tools";
import { DonationProvider } from "./donation-dialog";

/** The stored guest page being spliced: its slots' names and the subject its route named (guestPage). */
export type SplicedPage = { names: readonly string[]; viewPostId: string | null };

/**
 * A page's personal data for one reader, read by the very function its loader calls (issue 36): `subject` is the
 * id the page is about (a slot of another id never fills), `read` is null when the page would not be this
 * person's to read (the page is then rendered whole).
 */
type PageData<D> = {
  subject: (page: SplicedPage) => string | null;
  read: (request: Request, user: User, id: string) => D | null;
};

/** A published post as its page's loader reads it for the person (routes/public/blog-post.server.ts). */
const POST: PageData<PostPersonal & { id: string }> = {
  subject: (page) => page.viewPostId,
  read(request, user, id) {
    const read = postForReader(request, user, id);
    return read?.row.status === "published" ? { id: read.row.id, ...read.personal } : null;
  },
};

type Slot = { page: PageData<unknown> | null; render: (data: unknown) => ReactNode };
const slot = <D,>(page: PageData<D>, render: (data: D) => ReactNode): Slot => ({
  page: page as PageData<unknown>,
  render: render as (data: unknown) => ReactNode,
});

/**
 * Every personal slot of a public page (`<kind>` or `<kind>:<id>`, components/personal-slot.tsx): which page's
 * personal data fills it, and the component that renders it, the one the page itself uses. The root's data
 * (components read it with useRootData) is always the root loader's own (rootPersonalData). A new slot is one
 * entry here; a slot of a new kind of page also names that page's function, as POST does.
 */
const SLOTS: Record<string, Slot> = {
  account: { page: null, render: () => <AccountParts /> },
  like: slot(POST, (post) => <PersonalLike postId={post.id} liked={post.liked} signedIn={post.signedIn} />),
  "post-tools": slot(POST, (post) => <PostTools postId={post.id} canEdit={post.canEdit} />),
};

/** The person's data for the named slots, or null (no valid cookie session, a slot it does not know or may not fill). */
export async function personalData(
  request: Request,
  page: SplicedPage,
): Promise<{ root: RootData; slots: { name: string; slot: Slot; data: unknown }[] } | null> {
  const credential = await readSessionCredential(request);
  if (credential?.via !== "cookie") return null;
  const user = findSessionUser(credential.token)?.user;
  if (!user) return null;
  const store = requestStore();
  if (store) store.userId = user.id;

  const read = new Map<PageData<unknown>, unknown>(); // each page's data once (a post's view is counted once)
  const slots: { name: string; slot: Slot; data: unknown }[] = [];
  for (const name of page.names) {
    const [kind = "", id] = name.split(":");
    const slot = Object.hasOwn(SLOTS, kind) ? SLOTS[kind] : undefined;
    if (!slot) return null;
    if (!slot.page) {
      if (id !== undefined) return null;
      slots.push({ name, slot, data: null });
      continue;
    }
    // Only the subject's slots: a post's Like only on that post's page.
    const subject = slot.page.subject(page);
    if (subject === null || id !== subject) return null;
    if (!read.has(slot.page)) read.set(slot.page, slot.page.read(request, user, subject));
    const data = read.get(slot.page);
    if (data === null || data === undefined) return null;
    slots.push({ name, slot, data });
  }
  // A flash cookie never comes this way (signed-in-splice.server.ts): no toast.
  return { root: { ...rootPersonalData(request, user), toast: null }, slots };
}

/**
 * A signed-in reader's personal parts of a stored guest page (issue 28, docs/decisions/031), rendered by the same
 * components as the whole page, between the same markers, with the root loader's data for this person: the page's
 * path gives the language and the active link, as in the page itself. Counts the reader's view of a post as its
 * loader does. Null (the page is then rendered whole) without a valid cookie session or for a name it does not know.
 */
export async function personalParts(request: Request, page: SplicedPage): Promise<string | null> {
  const personal = await personalData(request, page);
  if (!personal) return null;
  // The root route's id and data, as useRouteLoaderData("root") reads them in the page.
  const handler = createStaticHandler([
    {
      id: "root",
      path: "*",
      loader: () => personal.root,
      Component: () => (
        // The page has the donation dialog already.
        <DonationProvider dialog={false}>
          {personal.slots.map(({ name, slot, data }) => (
            <Fragment key={name}>{slot.render(data)}</Fragment>
          ))}
        </DonationProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
