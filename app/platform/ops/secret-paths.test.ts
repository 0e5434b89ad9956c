import { describe, expect, it } from "vitest";
import { learnSecretRoutes, loggableText, secretRoutePatterns, urlMasker, type RouteEntry } from "./secret-paths";

// The route rule of the logs on a route table shaped like the build's (ids, parents, relative paths).
const routes: RouteEntry[] = [
  { id: "root", path: "" },
  { id: "layout", parentId: "root" },
  { id: "rw/layout", parentId: "root" },
  { id: "post", parentId: "layout", path: "blog/:id" },
  { id: "reset", parentId: "layout", path: "reset-password/:token" },
  { id: "rw/reset", parentId: "rw/layout", path: "rw/reset-password/:token" },
  { id: "invite", parentId: "layout", path: "invitations/:inviteToken/accept" }, // a route added later
  { id: "optional", parentId: "root", path: ":lang?/confirm/:secret" },
  { id: "images", parentId: "root", path: "images/:hash/:file" },
];
const mask = urlMasker(routes);

describe("secret URL segments", () => {
  it("are found from the route table: secret-named parameters, optional segments written out", () => {
    expect(
      secretRoutePatterns(routes)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        "/:lang/confirm/:secret",
        "/confirm/:secret",
        "/invitations/:inviteToken/accept",
        "/reset-password/:token",
        "/rw/reset-password/:token",
      ].sort(),
    );
  });

  it("are masked in every form the router accepts, and nothing else is touched", () => {
    const cases: [string, string][] = [
      ["/rw/reset-password/s3cr3tS3CR3T", "/rw/reset-password/:token"],
      ["/RW/Reset-Password/s3cr3t/", "/RW/Reset-Password/:token/"],
      ["/reset-password/s3cr3t.data?_routes=reset", "/reset-password/:token.data?_routes=reset"],
      ["/reset-password/s3cr3t/_.data", "/reset-password/:token/_.data"],
      ["/r%65set-password/s3cr3t", "/r%65set-password/:token"],
      ["//reset-password//s3cr3t", "//reset-password//:token"],
      ["/blog/../reset-password/s3cr3t", "/reset-password/:token"],
      ["/reset-password/s3cr3t/more/segments", "/reset-password/:token/more/segments"],
      ["http://host:1/reset-password/s3cr3t?x=1", "http://host:1/reset-password/:token?x=1"],
      ["/invitations/s3cr3t/accept", "/invitations/:inviteToken/accept"],
      ["/fr/confirm/s3cr3t", "/fr/confirm/:secret"],
      ["/confirm/s3cr3t", "/confirm/:secret"],
      [
        "/__manifest?paths=%2Fblog%2Cc%2C%2Freset-password%2Fs3cr3t&version=1",
        "/__manifest?paths=%2Fblog%2Cc%2C%2Freset-password%2F%3Atoken&version=1",
      ],
      ["/login?redirectTo=%2Freset-password%2Fs3cr3t", "/login?redirectTo=%2Freset-password%2F%3Atoken"],
      ["/login?token=s3cr3t&email=a%40b.org&a=1&a=2", "/login?token=%5Bredacted%5D&email=%5Bredacted%5D&a=1&a=2"],
      ["/blog/abc?q=x+y&page=2", "/blog/abc?q=x+y&page=2"],
      ["/images/0123abcd/800.webp", "/images/0123abcd/800.webp"],
    ];
    for (const [url, logged] of cases) expect(mask(url), url).toBe(logged);
  });

  it("are masked in free text too (an error that quotes the URL), stack frames left readable", () => {
    learnSecretRoutes(routes);
    const text =
      "TypeError: Failed to parse URL from http://127.0.0.1:99999/rw/reset-password/s3cr3t\n    at toRequest (file:///app/build/server/index.js:1111:9)";
    expect(loggableText(text)).toBe(
      "TypeError: Failed to parse URL from http://127.0.0.1:99999/rw/reset-password/:token\n    at toRequest (file:///app/build/server/index.js:1111:9)",
    );
  });
});

describe("contacts in logged URLs (issue 33)", () => {
  it("drop every query value on the admin area and the API, however the path is spelled", () => {
    for (const [url, logged] of [
      ["/admin/donations?q=0788123456&status=confirmed", "/admin/donations?q=%5Bredacted%5D&status=%5Bredacted%5D"],
      ["/ADMIN/Donations.data?q=jean", "/ADMIN/Donations.data?q=%5Bredacted%5D"],
      ["/%61dmin/users?search=amani", "/%61dmin/users?search=%5Bredacted%5D"],
      ["//api/donations?q=x", "//api/donations?q=%5Bredacted%5D"],
      ["/admin.data?x=1", "/admin.data?x=%5Bredacted%5D"],
    ])
      expect(mask(url), url).toBe(logged);
    expect(mask("/blog?q=health&page=2")).toBe("/blog?q=health&page=2");
  });
  it("mask a phone number or an e-mail address anywhere in any URL, in every spelling", () => {
    for (const url of [
      "/blog?q=0788123456",
      "/blog?q=%2B250788123456",
      "/blog?q=+250+788+123+456",
      "/blog?q=250%20788%20123%20456",
      "/blog?q=jean%40example.org",
      "/blog/0788123456",
      "/blog/jean@example.org",
      "/login?redirectTo=%2Fadmin%2Fdonations%3Fq%3D0788123456",
      "http://jean@example.org@localhost/blog",
      "/blog?0788123456",
    ]) {
      const logged = mask(url);
      expect(logged, url).not.toMatch(/0788|788.?123|jean|example\.org/);
      expect(logged, url).toMatch(/phone|email|redacted/);
    }
  });
  it("mask contacts in free text, and in URLs quoted in it", () => {
    learnSecretRoutes(routes);
    expect(loggableText("no donor for jean@example.org at /blog?q=0788123456 or +250 788 123 456")).toBe(
      "no donor for [email] at /blog?q=%5Bphone%5D or [phone]",
    );
  });
});
