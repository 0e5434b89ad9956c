import { beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// The session cookie's read (issue 40 remembers a checked signature): only the session's own pair counts, a
// tampered one is refused every time, and the Bearer token wins as SPEC §7 says.
withTempDataDir("session-cookie-test");
let cookies: typeof import("./session-cookie.server");
beforeAll(async () => {
  cookies = await import("./session-cookie.server");
});

const request = (headers: Record<string, string>) => new Request("http://x/blog", { headers });
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("readSessionCredential", () => {
  it("reads the signed session among other cookies, the same the second time", async () => {
    const pair = pairOf(await cookies.sessionCookieHeader("token-abcdefghijklmnopqrstuvwxyz"));
    const headers = { cookie: `theme=dark; ${pair}; lang=fr` };
    for (let i = 0; i < 2; i++)
      expect(await cookies.readSessionCredential(request(headers))).toEqual({
        token: "token-abcdefghijklmnopqrstuvwxyz",
        via: "cookie",
      });
  });

  it("refuses a tampered signature, even after the genuine cookie was read", async () => {
    const pair = pairOf(await cookies.sessionCookieHeader("token-tampered-0123456789abcdef"));
    expect(await cookies.readSessionCredential(request({ cookie: pair }))).not.toBeNull();
    const [name, value] = pair.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -3)}${value.endsWith("A") ? "B" : "A"}${value.slice(-2)}`;
    for (let i = 0; i < 2; i++) expect(await cookies.readSessionCredential(request({ cookie: tampered }))).toBeNull();
    // A cookie whose name only ends in __session is not the session.
    expect(await cookies.readSessionCredential(request({ cookie: `x${pair}` }))).toBeNull();
  });

  it("a Bearer token wins over the cookie", async () => {
    const pair = pairOf(await cookies.sessionCookieHeader("token-from-the-cookie-0123456789"));
    const credential = await cookies.readSessionCredential(
      request({ cookie: pair, authorization: "Bearer bearer-token-0123456789abcdef" }),
    );
    expect(credential).toEqual({ token: "bearer-token-0123456789abcdef", via: "bearer" });
  });
});
