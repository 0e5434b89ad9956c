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
