import { beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

withTempDataDir("origin-test");
let m: typeof import("./origin.server");
let appOrigin = "";
beforeAll(async () => {
  m = await import("./origin.server");
  appOrigin = new URL((await import("~/platform/ops/env.server")).env.APP_URL).origin;
});

const req = (headers: Record<string, string>) => new Request(`${appOrigin}/admin/users`, { method: "POST", headers });

describe("requestSource (docs/decisions/006)", () => {
  it.each([
    [{ "sec-fetch-site": "cross-site" }, "foreign"],
    [{ "sec-fetch-site": "same-site" }, "foreign"],
    [{ "sec-fetch-site": "same-origin", origin: "https://evil.example" }, "foreign"],
    [{ origin: "https://evil.example" }, "foreign"],
    [{ origin: "null" }, "foreign"],
    [{ referer: "https://evil.example/x" }, "foreign"],
    [{ referer: "not a url" }, "foreign"],
    [{ "sec-fetch-site": "same-origin" }, "same"],
    [{}, "unknown"],
    [{ "sec-fetch-site": "none" }, "unknown"],
  ] as const)("%j → %s", (headers, expected) => {
    expect(m.requestSource(req(headers))).toBe(expected);
  });

  it("our own Origin or Referer is same", () => {
    expect(m.requestSource(req({ origin: appOrigin }))).toBe("same");
    expect(m.requestSource(req({ referer: `${appOrigin}/admin/users?x=1` }))).toBe("same");
  });
});

describe("isCrossSiteRefusal (issue 33: logged as a warn line, not an error)", () => {
  const framework = new Error(
    "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
  );
  it("knows the framework's refusal of a foreign Origin, on a page and on its data URL", () => {
    expect(m.isCrossSiteRefusal(framework, req({ origin: "https://evil.example" }))).toBe(true);
    expect(m.isCrossSiteRefusal(new Error("Bad Request"), req({ origin: "https://evil.example" }))).toBe(true);
  });
  it("leaves every other error an error", () => {
    expect(m.isCrossSiteRefusal(new Error("Bad Request"), req({ origin: appOrigin }))).toBe(false);
    expect(m.isCrossSiteRefusal(new Error("database is locked"), req({ origin: "https://evil.example" }))).toBe(false);
    expect(m.isCrossSiteRefusal(framework, new Request(`${appOrigin}/admin/users`))).toBe(false); // a GET
    expect(m.isCrossSiteRefusal("a string", req({ origin: "https://evil.example" }))).toBe(false);
  });
});
