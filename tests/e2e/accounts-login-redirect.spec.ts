import { DEMO, expect, test } from "../support/fixtures";

// Where a login sends the person next (redirectTo): only ever a path of this site.

test("hostile redirectTo values after login end on this site", async ({ request }) => {
  for (const redirectTo of [
    "/\t/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/%0d%0aSet-Cookie:x=y",
    "/é",
  ]) {
    const res = await request.post("/login", {
      form: { email: DEMO.reader.email, password: DEMO.reader.password, redirectTo },
      maxRedirects: 0,
    });
    expect(res.status(), redirectTo).toBe(302);
    const location = res.headers()["location"]!;
    expect(
      location.startsWith("/") && !location.startsWith("//") && !/[\t\\\r\n]/.test(location),
      `${redirectTo} → ${location}`,
    ).toBe(true);
  }
});
