import { deletePosts, insertPost, uniqueName } from "../support/blog-data";
import { DEMO, expect, openDb, test, uniqueIp } from "../support/fixtures";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

// Issue 28: whatever a later change shares between requests (the guest cache, a cached page body, spliced parts),
// no person's part may reach another person or a guest. Two readers of different roles and a guest ask for the
// same pages, interleaved, and each answer must hold its own name, like state and role-only controls and nobody
// else's, in the HTML and in the data React hydrates from. Plain HTTP with explicit cookies: no jar carries a
// session across.

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const created: string[] = [];
test.afterAll(() => deletePosts(created.splice(0)));

function nameOf(email: string) {
  const db = openDb();
  try {
    return (db.prepare("select name from users where email = ?").get(email) as { name: string }).name;
  } finally {
    db.close();
  }
}

async function get(path: string, cookie?: string) {
  const res = await fetch(base() + path, {
    headers: { "X-Forwarded-For": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  expect(res.status, path).toBe(200);
  return { html: await res.text(), cache: res.headers.get("x-cache"), control: res.headers.get("cache-control") };
}

test("two signed-in people and a guest, interleaved, each get only their own name, like state and controls", async () => {
  const title = uniqueName("Personal parts");
  // Written by the admin, so neither person's name is in the page as its byline.
  const id = insertPost({ title, authorEmail: DEMO.admin.email });
  created.push(id);
  const reader = { token: createSessionToken(DEMO.reader), name: nameOf(DEMO.reader.email) };
  const editor = { token: createSessionToken(DEMO.editor), name: nameOf(DEMO.editor.email) };
  expect(reader.name).not.toBe(editor.name);
  // The reader likes the post; the editor does not.
  const like = await fetch(`${base()}/api/blog/${id}/like`, {
    method: "POST",
    headers: { ...bearer(reader.token), "Content-Type": "application/json", "X-Forwarded-For": uniqueIp() },
    body: JSON.stringify({ liked: true }),
  });
  expect(like.status).toBe(200);
  const readerCookie = `__session=${await sessionCookieValue(reader.token)}`;
  const editorCookie = `__session=${await sessionCookieValue(editor.token)}`;

  const pressed = (html: string) => /aria-pressed="true"/.test(html);
  const visits = [
    ["guest", undefined],
    ["reader", readerCookie],
    ["editor", editorCookie],
    ["guest", undefined],
    ["editor", editorCookie],
    ["reader", readerCookie],
    ["guest", undefined],
  ] as const;
  for (const path of [`/blog/${id}`, "/blog", "/"]) {
    for (const [who, cookie] of visits) {
      const { html, control } = await get(path, cookie);
      const where = `${path} as ${who}`;
      // The post's own page holds its title; the lists may have newer posts of other specs on their first page.
      expect(html, where).toContain(path === `/blog/${id}` ? title : "</html>");
      // Names in the header: each sees their own, nobody the other's, a guest none. The reader (who writes no
      // post) is nowhere in anyone else's page; the editor's name may be a byline on a list, so there the header.
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      expect(header, where).not.toBe("");
      expect(header.includes(reader.name), where).toBe(who === "reader");
      expect(header.includes(editor.name), where).toBe(who === "editor");
      if (who !== "reader") expect(html, where).not.toContain(reader.name);
      // A signed-in answer is never one a shared cache may keep.
      if (who !== "guest") expect(control ?? "", where).toMatch(/private|no-store/);
      if (path !== `/blog/${id}`) continue;
      // The like state: the reader's alone.
      expect(pressed(html), where).toBe(who === "reader");
      // "Edit post": staff only.
      expect(html.includes("Edit post"), where).toBe(who === "editor");
    }
  }
});
