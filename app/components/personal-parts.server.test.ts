import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { addTestUser, withTempDataDir } from "../../tests/unit/domain-helpers";

// Issue 36: a signed-in page spliced from the guest copy must carry the personal data its loaders would have given
// the same request. Both are called here for the same signed-in request, for people whose data differ (a like, the
// right to edit, an unverified address), and their personal values compared: a loader that computed them its own
// way (a copied rule, a field the splice never sets) fails this test, whatever the byte-for-byte spec happens to
// cover. Real database in a temporary folder, real sessions.
const tmp = withTempDataDir("personal-parts-test");
type M = {
  parts: typeof import("./personal-parts.server");
  postPage: typeof import("~/routes/public/blog-post.server");
  root: typeof import("~/ui/root-data.server");
  current: typeof import("~/server/web/current-user.server");
  sessions: typeof import("~/domain/auth/sessions.server");
  cookies: typeof import("~/server/web/session-cookie.server");
  likes: typeof import("~/domain/blog/likes.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
};
let m: M;
type User = import("~/domain/people/schema").User;
const people: Record<string, User> = {};
let postId = "";
let draftId = "";

beforeAll(async () => {
  m = {
    parts: await import("./personal-parts.server"),
    postPage: await import("~/routes/public/blog-post.server"),
    root: await import("~/ui/root-data.server"),
    current: await import("~/server/web/current-user.server"),
    sessions: await import("~/domain/auth/sessions.server"),
    cookies: await import("~/server/web/session-cookie.server"),
    likes: await import("~/domain/blog/likes.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
  };
  people.reader = addTestUser(m, "reader", "user");
  people.unverified = addTestUser(m, "unverified", "user", false);
  people.author = addTestUser(m, "author", "author");
  people.editor = addTestUser(m, "editor", "editor");
  people.admin = addTestUser(m, "admin", "admin");
  people.newcomer = addTestUser(m, "newcomer", "user");
  const post = (status: "published" | "draft") =>
    m.dbm.db
      .insert(m.schema.posts)
      .values({
        title: `A ${status} post`,
        slug: `a-${status}`,
        category: "Research",
        status,
        authorId: people.author!.id,
      })
      .returning()
      .get().id;
  postId = post("published");
  draftId = post("draft");
  m.likes.setLike(postId, people.reader!.id, true);
  m.likes.setLike(postId, people.editor!.id, true);
});
afterAll(() => {
  m?.dbm.sqlite.close();
  tmp.cleanup();
});

/** A browser's GET of the post as this person, with their session cookie, as the splice and the loaders get it. */
async function signedIn(user: User, path = `/blog/${postId}`, via: "cookie" | "bearer" = "cookie") {
  const { token } = m.sessions.createSession(user.id);
  const cookie = (await m.cookies.sessionCookieHeader(token)).split(";")[0]!;
  const headers = new Headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" });
  if (via === "cookie") headers.set("cookie", cookie);
  else headers.set("authorization", `Bearer ${token}`);
  return { request: new Request(`http://localhost${path}`, { headers }), token };
}

/** What the loaders give the whole page: the root's data and the post page's, with the session middleware's user. */
async function loaders(request: Request, user: User, token: string, id = postId) {
  const context = new RouterContextProvider();
  context.set(m.current.currentUserContext, { user, token, via: "cookie" });
  const root = (await m.root.rootLoaderData(request, user)).data;
  const { liked, signedIn, canEdit } = m.postPage.postPage(request, context, id);
  return { root, post: { liked, signedIn, canEdit } };
}

const postSlots = (id = postId) => ({ names: ["account", `like:${id}`, `post-tools:${id}`], viewPostId: id });

describe("the splice and the loaders compute one person's data with the same functions", () => {
  it.each(["reader", "unverified", "author", "editor", "admin"])("for the %s", async (who) => {
    const user = people[who]!;
    const { request, token } = await signedIn(user);
    const spliced = await m.parts.personalData(request, postSlots());
    const whole = await loaders(request, user, token);
    expect(spliced).not.toBeNull();
    expect(spliced!.slots.map((s) => s.name)).toEqual(postSlots().names);
    // The root's data as the root loader gives it (no flash message on this request).
    expect(spliced!.root).toEqual(whole.root);
    // The post's personal part, from both of its slots.
    for (const { name, data } of spliced!.slots.slice(1)) {
      expect(data, name).toEqual({ id: postId, ...whole.post });
    }
  });

  it("is not vacuous: the people differ in the values compared", async () => {
    const seen = new Map<string, unknown>();
    for (const who of ["reader", "unverified", "author", "editor"]) {
      const { request } = await signedIn(people[who]!);
      const spliced = await m.parts.personalData(request, postSlots());
      seen.set(who, { user: spliced!.root.user, post: spliced!.slots[1]!.data });
    }
    expect(seen.get("reader")).toMatchObject({ user: { isVerified: true }, post: { liked: true, canEdit: false } });
    expect(seen.get("unverified")).toMatchObject({ user: { isVerified: false }, post: { liked: false } });
    // An author may not change their post once it is published (post-permissions): no "Edit post" for them.
    expect(seen.get("author")).toMatchObject({ post: { liked: false, canEdit: false } });
    expect(seen.get("editor")).toMatchObject({ post: { liked: true, canEdit: true } });
  });

  it("counts a reader's view once, by the page's rule, whichever of the two reads the post first", async () => {
    const views = () => m.postPage.postPage(new Request("http://localhost/"), new RouterContextProvider(), postId);
    const before = views().post.views;
    // Someone who has not read it yet today.
    const { request: first } = await signedIn(people.newcomer!);
    await m.parts.personalData(first, postSlots());
    const { request: again, token } = await signedIn(people.newcomer!);
    await loaders(again, people.newcomer!, token);
    // Staff's views are never counted, on either path.
    const { request: staff, token: staffToken } = await signedIn(people.admin!);
    await m.parts.personalData(staff, postSlots());
    await loaders(staff, people.admin!, staffToken);
    expect(views().post.views).toBe(before + 1);
  });

  it("renders the parts from that data: the editor's Edit post and pressed Like, the reader's Like alone", async () => {
    const html = async (who: string) =>
      (await m.parts.personalParts((await signedIn(people[who]!)).request, postSlots()))!;
    const editor = await html("editor");
    const reader = await html("reader");
    expect(editor).toContain(`/admin/blog/edit/${postId}`);
    expect(reader).not.toContain("/admin/blog/edit/");
    expect(reader).toContain('aria-pressed="true"');
    expect(reader).toContain("reader");
    expect(reader).not.toContain("editor");
  });

  it.each([
    ["a slot it does not know", { names: ["account", "rsvp:x"], viewPostId: null }],
    ["another post's Like", { names: ["account", `like:${postId}`], viewPostId: "someone-else" }],
    ["a post's slot on a page that is no post", { names: [`like:${postId}`], viewPostId: null }],
    ["the account slot with an id", { names: ["account:1"], viewPostId: null }],
  ])("fills nothing (the page is rendered whole) for %s", async (_what, page) => {
    expect(await m.parts.personalData((await signedIn(people.reader!)).request, page)).toBeNull();
  });

  it("fills nothing for a draft (even for staff, who never get a stored copy of one) or a Bearer token", async () => {
    expect(await m.parts.personalData((await signedIn(people.admin!)).request, postSlots(draftId))).toBeNull();
    const bearer = (await signedIn(people.reader!, `/blog/${postId}`, "bearer")).request;
    expect(await m.parts.personalData(bearer, postSlots())).toBeNull();
  });
});
