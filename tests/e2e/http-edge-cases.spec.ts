import { expect, test } from "../support/fixtures";
import { rawHttp } from "../support/raw-http";

// What the server's chain (app/http-server/) answers before the app sees a request: methods, request lines, paths and
// Host headers that are legal or malformed HTTP get their answer (a clear 4xx or the page), never a 500.

test("TRACE is refused and unknown methods are not implemented", async ({ request }) => {
  const trace = await request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["allow"]).toContain("GET");
  const propfind = await request.fetch("/", { method: "PROPFIND" });
  expect([405, 501]).toContain(propfind.status());
});

test("an absolute-form request line is served like its path", async () => {
  const port = process.env.E2E_PORT;
  const head = await rawHttp(
    `GET http://localhost:${port}/about HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
  );
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
    const answer = await rawHttp(`GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, {
      headersOnly: true,
    });
    expect(answer.split("\r\n")[0], host).toBe("HTTP/1.1 200 OK");
  }
});
