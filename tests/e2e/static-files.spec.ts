import zlib from "node:zlib";
import { expect, test } from "../support/fixtures";
import { rawRequest } from "../support/raw-http";

// How the server (app/http-server/static-files.server.ts) sends files and what it compresses: hashed assets for a year,
// other public files for an hour, every answer compressed as the client accepts (the guest cache's pages are compressed
// already and are not compressed again: guest-cache.spec.ts). Server-level: HTTP only, once (js project).

/** The hashed stylesheet and script the home page links to. */
async function assetPaths() {
  const home = (await rawRequest("/")).body.toString("utf8");
  return [home.match(/href="(\/assets\/[^"]+\.css)"/)![1]!, home.match(/src="(\/assets\/[^"]+\.js)"/)![1]!];
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString(
    "utf8",
  );

test("hashed assets are kept for a year and sent as br, gzip or plain, as the client accepts", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  for (const path of await assetPaths()) {
    const plain = await rawRequest(path, { "Accept-Encoding": "identity" });
    expect(plain.status, path).toBe(200);
    expect(plain.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    const source = plain.body.toString("utf8");
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const res = await rawRequest(path, { "Accept-Encoding": accept });
      expect(res.headers["content-encoding"], `${path} ${accept}`).toBe(encoding);
      expect(res.headers.vary, path).toContain("Accept-Encoding");
      expect(res.body.length, `${path} ${accept}: smaller on the wire`).toBeLessThan(plain.body.length);
      expect(decode(encoding, res.body), `${path} ${accept}`).toBe(source);
    }
  }
});

test("an unknown /assets path is a plain 404 from the file server, not a page of the app", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  for (const path of ["/assets/no-such-file.js", "/assets/", "/assets/../assets/x.css"]) {
    const res = await rawRequest(path);
    expect(res.status, path).toBe(404);
    expect(res.headers["content-type"], path).toMatch(/^text\/plain/);
    expect(res.body.toString("utf8"), path).toBe("Not found");
    expect(res.headers["x-cache"], path).toBeUndefined();
    expect(res.headers["cache-control"] ?? "", path).not.toContain("immutable");
  }
});

test("other public files are kept for an hour; pages the app renders are compressed on the way out", async ({ js }) => {
  test.skip(!js, "HTTP only: once is enough");
  const favicon = await rawRequest("/favicon.svg");
  expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  expect(favicon.headers["content-security-policy"], "served by the file server, not the app").toContain(
    "default-src 'none'",
  );
  // Rendered for each request (never from the guest cache): compressed by the server's compression middleware.
  for (const path of ["/login", "/api/blog"]) {
    const res = await rawRequest(path, { "Accept-Encoding": "gzip" });
    expect(res.status, path).toBe(200);
    expect(res.headers["content-encoding"], path).toBe("gzip");
    const text = decode("gzip", res.body);
    expect(text, path).toMatch(path === "/login" ? /^<!DOCTYPE html>/ : /^\{"success":true/);
  }
});
