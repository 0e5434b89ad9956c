import { DEMO, expect, test } from "../support/fixtures";
import { uniqueEmail } from "../support/auth";
import { rawHttp } from "../support/raw-http";
import { bearer, createSessionToken, sessionCookieValue } from "../support/sessions";

// The one body rule (app/server/body-limits.server.ts) as the server (app/http-server/body-rule.server.ts) applies it
// before a byte of a body is read: how large, from whom, of known length. Server-level: through `request` and raw
// sockets.

test("oversized bodies are refused before they are read (413), and the server still answers", async ({ request }) => {
  const big = "x".repeat(300 * 1024);
  const api = await request.post("/api/auth/login", {
    headers: { "content-type": "application/json" },
    data: `{"email":"${big}"}`,
  });
  expect(api.status()).toBe(413);
  expect((await api.json()).message).toMatch(/too large/);
  const page = await request.post("/login", { form: { email: big, password: "x" } });
  expect(page.status()).toBe(413);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("the post form's limit follows the route whatever URL form the framework posts to (its .data URL too)", async ({
  request,
}) => {
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

test("a large write is answered from its headers alone unless a signed-in writer sends it (issue 23)", async ({
  request,
}) => {
  const MB = 1024 * 1024;
  // Only the headers go out, announcing 11 MB: an answer proves the server judged the writer before any body.
  const announce = async (path: string, headers: Record<string, string> = {}, length = 11 * MB) => {
    const lines = Object.entries({ Host: "localhost", "Content-Type": "application/json", ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    const head = await rawHttp(`POST ${path} HTTP/1.1\r\n${lines}Content-Length: ${length}\r\n\r\n`, {
      headersOnly: true,
    });
    return head.split("\r\n")[0];
  };
  const reader = bearer(createSessionToken(DEMO.reader));
  const editor = bearer(createSessionToken(DEMO.editor));
  const editorCookie = `__session=${await sessionCookieValue(createSessionToken(DEMO.editor))}`;
  for (const path of [
    "/api/blog/some-post/autosave",
    "/api/uploads",
    "/api/blog",
    "/admin/blog/create.data",
    "/admin/blog/edit/abc",
    "/admin/settings",
  ]) {
    expect(await announce(path), `anonymous ${path}`).toBe("HTTP/1.1 401 Unauthorized");
    expect(await announce(path, reader), `reader ${path}`).toBe("HTTP/1.1 403 Forbidden");
    expect(await announce(path, { Cookie: "__session=forged.value" }), `forged cookie ${path}`).toBe(
      "HTTP/1.1 401 Unauthorized",
    );
  }
  // A writer past the route's own limit is refused at once too; autosave takes an article, not 11 MB.
  expect(await announce("/api/blog/some-post/autosave", editor)).toBe("HTTP/1.1 413 Payload Too Large");
  expect(await announce("/api/uploads", { Cookie: editorCookie }, 13 * MB)).toBe("HTTP/1.1 413 Payload Too Large");
  // Within it, a writer's large body is read: a 300 KB file that is no image is judged by its bytes (415).
  const upload = await request.post("/api/uploads", {
    headers: editor,
    multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(300 * 1024, 7) } },
  });
  expect(upload.status()).toBe(415);
  // A small write by a visitor is not touched by the rule: the app answers it.
  // (An address of its own: failed logins are limited per address, and other specs try "nobody" too.)
  const login = await request.post("/api/auth/login", {
    data: { email: uniqueEmail("nobody"), password: "wrong-password" },
  });
  expect(login.status()).toBe(401);
  expect((await login.json()).message).not.toMatch(/too large/i);
});

test("a body of unknown length is refused with 411", async () => {
  const head = await rawHttp(
    "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\na=b\r\n0\r\n\r\n",
  );
  expect(head.split("\r\n")[0]).toBe("HTTP/1.1 411 Length Required");
});
