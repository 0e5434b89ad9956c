import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../tests/unit/domain-helpers";
import { PICTURE_BODY_LIMIT, PICTURE_FILE_LIMIT } from "~/platform/http/body-limits";
import type { BuiltRoute } from "./body-limits.server";

// The rule's module and the pictures' reach the database when imported: theirs is a temporary folder, never the
// working tree's ./data (issue 36), so they are imported after it is set.
const tmp = withTempDataDir("body-limits");
let declaredLimits: typeof import("./body-limits.server").declaredLimits;
let MAX_UPLOAD_BYTES: number;
beforeAll(async () => {
  ({ declaredLimits } = await import("./body-limits.server"));
  ({ MAX_UPLOAD_BYTES } = await import("~/domain/media/images.server"));
});
afterAll(() => tmp.cleanup());

// A route table shaped like the server build's: the limit comes from a route module's own export.
const routes: BuiltRoute[] = [
  { id: "root", path: "", module: {} },
  { id: "admin", parentId: "root", path: "admin", module: {} },
  { id: "layout", parentId: "admin", module: {} },
  { id: "campaign-new", parentId: "layout", path: "campaigns/new", module: { bodyLimit: PICTURE_BODY_LIMIT } },
  { id: "campaign", parentId: "layout", path: "campaigns/:id", module: { bodyLimit: PICTURE_BODY_LIMIT } },
  { id: "blog-bulk", parentId: "root", path: "api/blog/bulk", module: {} },
  { id: "blog-post", parentId: "root", path: "api/blog/:id", module: { bodyLimit: PICTURE_BODY_LIMIT } },
  { id: "login", parentId: "root", path: "login", module: {} },
  { id: "catch-all", parentId: "root", path: "*", module: {} },
];

describe("the body rule's limits come from the routes", () => {
  const limitOf = (path: string) => declaredLimits(routes)(path);
  it("finds the route as the router does, its data URL and nested layouts included", () => {
    for (const path of [
      "/admin/campaigns/new",
      "/admin/campaigns/abc",
      "/admin/campaigns/abc.data",
      "/admin/campaigns/abc/",
    ])
      expect(limitOf(path), path).toBe(PICTURE_BODY_LIMIT);
    expect(limitOf("/api/blog/some-post")).toBe(PICTURE_BODY_LIMIT);
  });
  it("gives no large limit to a route that declares none, however close its path", () => {
    for (const path of ["/api/blog/bulk", "/login", "/login.data", "/admin/campaigns/abc/more", "/nowhere"])
      expect(limitOf(path), path).toBeUndefined();
  });
  it("refuses a declaration that is not a number of bytes above a form's", () => {
    expect(() => declaredLimits([{ id: "x", path: "x", module: { bodyLimit: "12 MB" } }])).toThrow(/bodyLimit/);
  });
});

it("the form's own check of a picture's size is the server's", () => {
  expect(PICTURE_FILE_LIMIT).toBe(MAX_UPLOAD_BYTES);
});
