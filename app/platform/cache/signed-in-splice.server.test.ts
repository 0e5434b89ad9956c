import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// The splice's module reads the environment when imported (the log, the test hooks), and in local mode that writes
// DATA_DIR/.session-secret: point DATA_DIR at a temporary folder first, so the test never writes into the tree.
const tmp = withTempDataDir("signed-in-splice-test");
let deviceCookiesBeside: typeof import("./signed-in-splice.server").deviceCookiesBeside;
beforeAll(async () => {
  ({ deviceCookiesBeside } = await import("./signed-in-splice.server"));
});
afterAll(() => tmp.cleanup());

describe("deviceCookiesBeside", () => {
  it("accepts one session cookie, alone or with the data saver's", () => {
    expect(deviceCookiesBeside("__session=abc", "__session")).toBe("");
    expect(deviceCookiesBeside("data-saver=1; __session=abc", "__session")).toBe("data-saver=1");
    expect(deviceCookiesBeside(" __session=abc ;data-saver=0;", "__session")).toBe("data-saver=0");
  });

  it.each([
    ["no cookie", undefined],
    ["the device's cookie alone (a guest)", "data-saver=1"],
    ["a flash message", "__session=abc; __toast=xyz"],
    ["a kept draft", "__contact_draft=1; __session=abc"],
    ["two sessions", "__session=a; __session=b"],
    ["a cookie named like it", "__session_old=a"],
    ["an unknown cookie", "__session=a; theme=dark"],
  ])("refuses %s (the page is rendered whole)", (_what, cookie) => {
    expect(deviceCookiesBeside(cookie, "__session")).toBeNull();
  });
});
