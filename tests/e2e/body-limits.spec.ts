import net from "node:net";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { loginAs } from "../support/auth";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

// Bad requests get a clear 4xx and change nothing. Server-level checks run through `request`, which does not
// depend on the browser project; the page checks below use the browser in both projects.

/**
 * Writes raw bytes to the server and returns what came back: the whole answer, or with `headersOnly` just its
 * head (the socket is then closed, so a body the request promised is never sent).
 */
function rawHttp(text: string, { headersOnly = false } = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(process.env.E2E_PORT), "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (d) => {
      data += d;
      if (headersOnly && data.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(data);
      }
    });
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    setTimeout(() => reject(new Error("no answer within 5 s")), 5000);
  });
}

const PAGE_ACTIONS = ["/login", "/signup", "/forgot-password", "/reset-password/abc", "/verify-email", "/contact"];

test("non-form bodies to page actions are a 400 with the page's message, never a 500", async ({ request }) => {
  for (const path of PAGE_ACTIONS) {
    for (const [type, body] of [
      ["application/json", '{"email":"a@b.c"}'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data", "--x\r\n"],
      [undefined, undefined],
    ] as const) {
      const res = await request.post(path, { headers: type ? { "content-type": type } : {}, data: body, maxRedirects: 0 });
      // The contact page sends guests to login first (302); every other answer is the page's 400.
      expect([400, 302], `${path} with ${type}`).toContain(res.status());
      if (path !== "/contact") {
        expect(res.status(), `${path} with ${type}`).toBe(400);
        expect(await res.text()).toContain("Please submit the form again");
      }
    }
  }
});

test("a signed-in like form with a JSON body is a 400, and the like is not toggled", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  const db = openDb();
  // A demo post (other specs add and delete their own E2E posts meanwhile, and like demo posts: so the reader's own
  // like is what must not change, not the post's total).
  const post = db.prepare("select id from posts where status = 'published' and title not like 'E2E%' order by created_at limit 1").get() as { id: string };
  const readerLike = () => db.prepare("select count(*) from post_likes l join users u on u.id = l.user_id where l.post_id = ? and u.email = ?").pluck().get(post.id, DEMO.reader.email);
  const before = readerLike();
  const res = await page.request.post(`/blog/${post.id}`, { headers: { "content-type": "application/json", ...sameOrigin() }, data: "{}" , maxRedirects: 0 });
  expect(res.status()).toBe(400);
  expect(readerLike()).toBe(before);
  db.close();
});

test("hostile redirectTo values after login end on this site", async ({ request }) => {
  for (const redirectTo of ["/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "/%0d%0aSet-Cookie:x=y", "/é"]) {
    const res = await request.post("/login", {
      form: { email: DEMO.reader.email, password: DEMO.reader.password, redirectTo },
      maxRedirects: 0,
    });
    expect(res.status(), redirectTo).toBe(302);
    const location = res.headers()["location"]!;
    expect(location.startsWith("/") && !location.startsWith("//") && !/[\t\\\r\n]/.test(location), `${redirectTo} → ${location}`).toBe(true);
  }
});

test("oversized bodies are refused before they are read (413), and the server still answers", async ({ request }) => {
  const big = "x".repeat(300 * 1024);
  const api = await request.post("/api/auth/login", { headers: { "content-type": "application/json" }, data: `{"email":"${big}"}` });
  expect(api.status()).toBe(413);
  expect((await api.json()).message).toMatch(/too large/);
  const page = await request.post("/login", { form: { email: big, password: "x" } });
  expect(page.status()).toBe(413);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("the post form's limit follows the route whatever URL form the framework posts to (its .data URL too)", async ({ request }) => {
  // A long article in accented French is ~90 KB on the wire: past the 64 KB form limit, well inside the post form's.
  const article = "Santé mentale des jeunes à Kigali : « ça compte » — ".repeat(1800);
  for (const url of ["/admin/blog/create", "/admin/blog/create.data", "/admin/blog/edit/abc.data"]) {
    const res = await request.post(url, { multipart: { title: "t", content: article }, maxRedirects: 0 });
    expect(res.status(), url).not.toBe(413);
  }
  const login = await request.post("/login.data", { form: { email: article, password: "x" } });
  expect(login.status()).toBe(413);
});

test("a 200 MB body is refused from its headers alone, before a byte of it is sent", async () => {
  // Only the headers go out: an answer proves the server did not wait to read (or buffer) the body.
  const head = await rawHttp(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
    { headersOnly: true },
  );
  expect(head.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
});

test("a large write is answered from its headers alone unless a signed-in writer sends it (issue 23)", async ({ request }) => {
  const MB = 1024 * 1024;
  // Only the headers go out, announcing 11 MB: an answer proves the server judged the writer before any body.
  const announce = async (path: string, headers: Record<string, string> = {}, length = 11 * MB) => {
    const lines = Object.entries({ Host: "localhost", "Content-Type": "application/json", ...headers }).map(([k, v]) => `${k}: ${v}\r\n`).join("");
    const head = await rawHttp(`POST ${path} HTTP/1.1\r\n${lines}Content-Length: ${length}\r\n\r\n`, { headersOnly: true });
    return head.split("\r\n")[0];
  };
  const reader = bearer(createSessionToken(DEMO.reader));
  const editor = bearer(createSessionToken(DEMO.editor));
  const editorCookie = `__session=${await sessionCookieValue(createSessionToken(DEMO.editor))}`;
  for (const path of ["/api/blog/some-post/autosave", "/api/uploads", "/api/blog", "/admin/blog/create.data", "/admin/blog/edit/abc", "/admin/settings"]) {
    expect(await announce(path), `anonymous ${path}`).toBe("HTTP/1.1 401 Unauthorized");
    expect(await announce(path, reader), `reader ${path}`).toBe("HTTP/1.1 403 Forbidden");
    expect(await announce(path, { Cookie: "__session=forged.value" }), `forged cookie ${path}`).toBe("HTTP/1.1 401 Unauthorized");
  }
  // A writer past the route's own limit is refused at once too; autosave takes an article, not 11 MB.
  expect(await announce("/api/blog/some-post/autosave", editor)).toBe("HTTP/1.1 413 Payload Too Large");
  expect(await announce("/api/uploads", { Cookie: editorCookie }, 13 * MB)).toBe("HTTP/1.1 413 Payload Too Large");
  // Within it, a writer's large body is read: a 300 KB file that is no image is judged by its bytes (415).
  const upload = await request.post("/api/uploads", { headers: editor, multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(300 * 1024, 7) } } });
  expect(upload.status()).toBe(415);
  // A small write by a visitor is not touched by the rule: the app answers it.
  const login = await request.post("/api/auth/login", { data: { email: "nobody@example.org", password: "wrong-password" } });
  expect(login.status()).toBe(401);
  expect((await login.json()).message).not.toMatch(/too large/i);
});

test("a body of unknown length is refused with 411", async () => {
  const head = await rawHttp(
    "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\na=b\r\n0\r\n\r\n",
  );
  expect(head.split("\r\n")[0]).toBe("HTTP/1.1 411 Length Required");
});

test("TRACE is refused and unknown methods are not implemented", async ({ request }) => {
  const trace = await request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["allow"]).toContain("GET");
  const propfind = await request.fetch("/", { method: "PROPFIND" });
  expect([405, 501]).toContain(propfind.status());
});

test("an absolute-form request line is served like its path", async () => {
  const port = process.env.E2E_PORT;
  const head = await rawHttp(`GET http://localhost:${port}/about HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  expect(head.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  expect(head).toContain("About");
});

test("a path with a malformed percent-encoding is a 400 (JSON on /api)", async () => {
  for (const path of ["/about%zz", "/api/blog/%E0%A4%A", "/preview/abc%"]) {
    const answer = await rawHttp(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.split("\r\n")[0], path).toBe("HTTP/1.1 400 Bad Request");
    if (path.startsWith("/api/")) expect(answer).toContain('"message":"Bad request target"');
  }
});

test("an invalid, empty or missing Host header is a 400 (JSON on /api), never a 500", async () => {
  const requests = [
    ...["127.0.0.1:99999", "[::1", "a%20b", "a b", "x.org/evil", ""].map((host) => `Host: ${host}\r\n`),
    "", // no Host at all (HTTP/1.0)
  ];
  for (const hostLine of requests) {
    for (const path of ["/about", "/api/blog", "/reset-password/abc"]) {
      const version = hostLine ? "1.1" : "1.0";
      const answer = await rawHttp(`GET ${path} HTTP/${version}\r\n${hostLine}Connection: close\r\n\r\n`);
      const [head, body = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0], `${JSON.stringify(hostLine)} ${path}`).toBe("HTTP/1.1 400 Bad Request");
      expect(head).toMatch(/^X-Request-Id: [0-9a-f-]{36}$/im);
      if (path.startsWith("/api/")) {
        expect(head).toMatch(/^Content-Type: application\/json/im);
        expect(JSON.parse(body)).toMatchObject({ success: false, message: "Bad Host header" });
      } else expect(body).toBe("Bad Host header");
    }
  }
  // A valid one (name, address, IPv6, with or without a port) is served as before.
  for (const host of ["localhost", `127.0.0.1:${process.env.E2E_PORT}`, "[::1]:80", "example.org:"]) {
    const answer = await rawHttp(`GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, { headersOnly: true });
    expect(answer.split("\r\n")[0], host).toBe("HTTP/1.1 200 OK");
  }
});

test("cross-site writes riding on the session cookie are refused and change nothing", async ({ page }) => {
  await loginAs(page, DEMO.reader);
  const db = openDb();
  const post = db.prepare("select id, likes from posts where status = 'published' order by created_at limit 1").get() as { id: string; likes: number };
  const evil = { Origin: "https://evil.example" };
  for (const [type, body] of [["application/x-www-form-urlencoded", "a=1"], ["text/plain", "a"], [undefined, undefined]] as const) {
    const res = await page.request.post(`/api/blog/${post.id}/like`, { headers: { ...evil, ...(type ? { "content-type": type } : {}) }, data: body });
    expect(res.status(), `like with ${type}`).toBe(403);
  }
  expect((db.prepare("select likes from posts where id = ?").get(post.id) as { likes: number }).likes).toBe(post.likes);
  // Same origin but a form-like body: a cross-site form could send that, so it is refused too.
  const formLike = await page.request.post(`/api/blog/${post.id}/like`, { headers: { "content-type": "text/plain" }, data: "x", failOnStatusCode: false });
  expect([403, 415]).toContain(formLike.status());

  for (const path of ["/logout", "/api/auth/logout"]) {
    const res = await page.request.post(path, { headers: evil, maxRedirects: 0 });
    expect(res.status(), path).toBe(403);
  }
  const check = await page.request.get("/api/auth/check-auth");
  expect(check.status(), "still signed in").toBe(200);
  db.close();
});

test("static files carry the security headers; hashed assets are immutable", async ({ request, page }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect(favicon.headers()["content-security-policy"]).toContain("default-src 'none'");
  await page.goto("/");
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const asset = await request.get(css!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["x-frame-options"]).toBe("DENY");
  // Pages with React on the client have a per-request nonce; the static public pages (docs/decisions/020) have no
  // inline script at all, so scripts from 'self' only.
  const html = await request.get("/login");
  expect(html.headers()["content-security-policy"]).toContain("nonce-");
  expect(html.headers()["content-security-policy"]).not.toContain("default-src 'none'");
  const home = await request.get("/");
  const homeCsp = home.headers()["content-security-policy"]!;
  expect(homeCsp.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
  expect(homeCsp).not.toContain("nonce-");
});
