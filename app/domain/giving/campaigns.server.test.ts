import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addTestUser, testPng, withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("campaigns-test");

type Modules = {
  campaigns: typeof import("./campaigns.server");
  view: typeof import("./campaign-view.server");
  closing: typeof import("./campaign-closing.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("~/server/schema");
  giving: typeof import("./schema");
  images: typeof import("~/domain/media/images.server");
};
let m: Modules;
type User = import("~/server/schema").User;
const users: Record<"admin" | "editor" | "author" | "user" | "unverified", User> = {} as never;

const fields = (extra: Record<string, unknown> = {}) => ({
  title: "Water for Mahama",
  story: "<p>Tanks <script>alert(1)</script>and filters.</p>",
  goal: "1 000 000",
  startsOn: "2026-01-01",
  endsOn: "",
  status: "active",
  ...extra,
});
const rejects = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
};
const count = () => m.dbm.db.select().from(m.giving.campaigns).all().length;
function gift(campaignId: string | null, amount: number, status: "confirmed" | "pending" | "void" = "confirmed") {
  m.dbm.db.insert(m.giving.donations).values({ campaignId, amount, method: "bank", source: "staff", status }).run();
}

beforeAll(async () => {
  m = {
    campaigns: await import("./campaigns.server"),
    view: await import("./campaign-view.server"),
    closing: await import("./campaign-closing.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("~/server/schema"),
    giving: await import("./schema"),
    images: await import("~/domain/media/images.server"),
  };
  Object.assign(users, {
    admin: addTestUser(m, "admin", "admin"),
    editor: addTestUser(m, "editor", "editor"),
    author: addTestUser(m, "author", "author"),
    user: addTestUser(m, "user", "user"),
    unverified: addTestUser(m, "unverified", "editor", false),
  });
});
afterAll(() => tmp.cleanup());

describe("validation (the shared zod schema)", () => {
  it.each([
    [{ goal: "0" }, "goal"],
    [{ goal: "1500.5" }, "goal"],
    [{ goal: 12.5 }, "goal"],
    [{ goal: "-5" }, "goal"],
    [{ goal: "abc" }, "goal"],
    [{ goal: 1_000_000_001 }, "goal"],
    [{ title: "" }, "title"],
    [{ title: "x".repeat(121) }, "title"],
    [{ startsOn: "2026-02-30" }, "startsOn"],
    [{ endsOn: "2025-12-31" }, "endsOn"],
    [{ status: "live" }, "status"],
    [{ coverImage: "https://evil.example/x.jpg", coverAlt: "x" }, "coverImage"],
    [{ titleFr: "y".repeat(121) }, "titleFr"],
  ])("refuses %o with a 400 on its field, writing nothing", (extra, field) => {
    const before = count();
    const error = rejects(() => m.campaigns.createCampaign(users.editor, fields(extra)));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(count()).toBe(before);
  });

  it("reports every field at once: a bad goal does not hide an end before the start", () => {
    const error = rejects(() => m.campaigns.createCampaign(users.editor, fields({ goal: "0", endsOn: "2025-01-01" })));
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["endsOn", "goal"]);
  });

  it("takes the bounds: 1 RWF, a billion, 120 characters, an end on the start day", () => {
    const a = m.campaigns.createCampaign(
      users.editor,
      fields({ goal: 1, title: "t".repeat(120), endsOn: "2026-01-01" }),
    );
    expect(a.goal).toBe(1);
    const b = m.campaigns.createCampaign(users.editor, fields({ goal: "1,000,000,000" }));
    expect(b.goal).toBe(1_000_000_000);
    m.campaigns.deleteCampaign(users.editor, a.id);
    m.campaigns.deleteCampaign(users.editor, b.id);
  });

  it("asks for alt text with a cover picture, and keeps the picture", async () => {
    const image = await m.images.storeImage(await testPng());
    const url = m.images.imageUrl(image);
    const error = rejects(() => m.campaigns.createCampaign(users.editor, fields({ coverImage: url })));
    expect(error.fields).toHaveProperty("coverAlt");
    const made = m.campaigns.createCampaign(users.editor, fields({ coverImage: url, coverAlt: "A water tank" }));
    expect(made).toMatchObject({ coverImageId: image.id, coverAlt: "A water tank" });
    m.campaigns.deleteCampaign(users.editor, made.id);
  });

  it("sanitises the stories with the blog's sanitiser", () => {
    const made = m.campaigns.createCampaign(users.editor, fields({ storyRw: '<p onclick="x()">Amazi</p>' }));
    expect(made.story).toBe("<p>Tanks and filters.</p>");
    expect(made.storyRw).toBe("<p>Amazi</p>");
    m.campaigns.deleteCampaign(users.editor, made.id);
  });
});

describe("the admin list", () => {
  it("pages 20 at a time, newest first, and clamps a page past the end to the last", () => {
    const before = m.campaigns.listCampaigns(users.editor, 1).total;
    const made = Array.from({ length: 21 }, () => m.campaigns.createCampaign(users.editor, fields()));
    const first = m.campaigns.listCampaigns(users.editor, 1);
    expect(first.rows).toHaveLength(20);
    expect(first.total).toBe(before + 21);
    expect(first.pages).toBe(Math.ceil((before + 21) / 20));
    const all = Array.from({ length: first.pages }, (_, i) => m.campaigns.listCampaigns(users.editor, i + 1).rows);
    const ids = all.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(before + 21);
    for (const c of made) expect(ids).toContain(c.id);
    const past = m.campaigns.listCampaigns(users.editor, 999);
    expect(past.page).toBe(first.pages);
    expect(past.rows.map((c) => c.id)).toEqual(all.at(-1)!.map((c) => c.id));
    for (const c of made) m.campaigns.deleteCampaign(users.editor, c.id);
  });
});

describe("rights (campaigns:manage through the access rule)", () => {
  it("lets editors and admins in, refuses authors, users, the unverified and guests", () => {
    for (const who of [users.author, users.user, users.unverified])
      expect(rejects(() => m.campaigns.createCampaign(who, fields())).status).toBe(403);
    expect(rejects(() => m.campaigns.createCampaign(null, fields())).status).toBe(401);
    expect(rejects(() => m.campaigns.listCampaigns(users.author, 1)).status).toBe(403);
    const made = m.campaigns.createCampaign(users.admin, fields());
    expect(rejects(() => m.campaigns.updateCampaign(users.author, made.id, { goal: 5 })).status).toBe(403);
    expect(rejects(() => m.campaigns.deleteCampaign(users.user, made.id)).status).toBe(403);
    m.campaigns.deleteCampaign(users.admin, made.id);
  });

  it("audits every staff change", () => {
    const made = m.campaigns.createCampaign(users.editor, fields());
    m.campaigns.updateCampaign(users.editor, made.id, { goal: 2000 });
    m.campaigns.deleteCampaign(users.editor, made.id);
    const actions = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((a) => a.targetId === made.id)
      .map((a) => a.action);
    expect(actions).toEqual(["campaign.create", "campaign.update", "campaign.delete"]);
  });
});

describe("progress, featuring, deleting", () => {
  it("counts confirmed gifts only", () => {
    const c = m.campaigns.createCampaign(users.editor, fields({ goal: 10_000 }));
    gift(c.id, 5000);
    gift(c.id, 700, "pending");
    gift(c.id, 900, "void");
    gift(null, 300);
    const view = m.view.activeCampaigns("en", "2026-06-01").find((v) => v.id === c.id)!;
    expect(view).toMatchObject({ raised: 5000, gifts: 1, goal: 10_000 });
  });

  it("keeps at most one featured campaign", () => {
    const a = m.campaigns.createCampaign(users.editor, fields({ featured: "on" }));
    const b = m.campaigns.createCampaign(users.editor, fields({ featured: true }));
    const featured = () =>
      m.dbm.db
        .select()
        .from(m.giving.campaigns)
        .all()
        .filter((c) => c.featured)
        .map((c) => c.id);
    expect(featured()).toEqual([b.id]);
    m.campaigns.featureCampaign(users.editor, a.id, true);
    expect(featured()).toEqual([a.id]);
    // b stopped being featured because a was: the audit log says so, on b.
    const onB = m.dbm.db
      .select()
      .from(m.schema.auditLog)
      .all()
      .filter((e) => e.targetId === b.id)
      .map((e) => [e.action, e.details]);
    expect(onB).toContainEqual(["campaign.unfeatured", { featuredInstead: a.id }]);
    // The index itself refuses a second one written around the domain.
    expect(() =>
      m.dbm.db.update(m.giving.campaigns).set({ featured: true }).where(eq(m.giving.campaigns.id, b.id)).run(),
    ).toThrow(/UNIQUE/);
    expect(m.view.featuredCampaign("en", "2026-06-01")?.id).toBe(a.id);
    m.campaigns.featureCampaign(users.editor, a.id, false);
    expect(featured()).toEqual([]);
  });

  it("refuses to delete a campaign with gifts (409), and deletes one without", () => {
    const c = m.campaigns.createCampaign(users.editor, fields());
    gift(c.id, 100, "pending");
    expect(rejects(() => m.campaigns.deleteCampaign(users.editor, c.id)).status).toBe(409);
    expect(m.campaigns.findCampaign(c.id)).toBeDefined();
    expect(rejects(() => m.campaigns.deleteCampaign(users.editor, "nope")).status).toBe(404);
  });

  it("closing by hand records what was raised; reopening forgets it", () => {
    const c = m.campaigns.createCampaign(users.editor, fields());
    gift(c.id, 2500);
    const closed = m.campaigns.closeCampaign(users.editor, c.id).campaign;
    expect(closed).toMatchObject({ status: "closed", raisedAtClose: 2500 });
    expect(closed.closedAt).toBeInstanceOf(Date);
    const open = m.campaigns.updateCampaign(users.editor, c.id, { status: "active" }).campaign;
    expect(open).toMatchObject({ raisedAtClose: null, closedAt: null });
  });
});

describe("languages", () => {
  it("shows the translation where there is one and the English otherwise", () => {
    const c = m.campaigns.createCampaign(
      users.editor,
      fields({ title: "Clean water", titleFr: "De l'eau propre", storyFr: "", storyRw: "<p>Amazi meza</p>" }),
    );
    const pick = (lang: "en" | "rw" | "fr") => m.view.activeCampaigns(lang, "2026-06-01").find((v) => v.id === c.id)!;
    expect(pick("fr")).toMatchObject({ title: "De l'eau propre", titleLang: "fr", storyLang: "en" });
    expect(pick("fr").story).toContain("Tanks");
    expect(pick("rw")).toMatchObject({
      title: "Clean water",
      titleLang: "en",
      story: "<p>Amazi meza</p>",
      storyLang: "rw",
    });
    expect(pick("en")).toMatchObject({ title: "Clean water", titleLang: "en" });
  });
});

describe("the closing job", () => {
  it("closes an active campaign once its end day is over (site time zone), once", () => {
    const c = m.campaigns.createCampaign(users.editor, fields({ startsOn: "2026-03-01", endsOn: "2026-03-10" }));
    gift(c.id, 4000);
    gift(c.id, 1000, "pending");
    // 2026-03-10 21:59 UTC is 23:59 in Kigali: still the last day.
    expect(m.closing.closeEndedCampaigns(new Date("2026-03-10T21:59:00Z"))).not.toContain(c.id);
    expect(m.view.activeCampaigns("en", "2026-03-10").find((v) => v.id === c.id)?.daysLeft).toBe(0);
    expect(m.view.activeCampaigns("en", "2026-03-08").find((v) => v.id === c.id)?.daysLeft).toBe(2);
    // 22:00 UTC is midnight in Kigali: the 11th, so it closes.
    const at = new Date("2026-03-10T22:00:00Z");
    expect(m.closing.closeEndedCampaigns(at)).toContain(c.id);
    expect(m.campaigns.findCampaign(c.id)).toMatchObject({ status: "closed", raisedAtClose: 4000, closedAt: at });
    // Idempotent: a second run closes nothing and rewrites nothing.
    gift(c.id, 500);
    expect(m.closing.closeEndedCampaigns(new Date("2026-03-12T00:00:00Z"))).toEqual([]);
    expect(m.campaigns.findCampaign(c.id)).toMatchObject({ raisedAtClose: 4000, closedAt: at });
    expect(m.campaigns.campaignTakesGifts(c.id, "2026-03-12")).toBe(false);
  });

  it("leaves drafts, campaigns without an end date and future ones alone", () => {
    const draft = m.campaigns.createCampaign(users.editor, fields({ status: "draft", endsOn: "2026-01-02" }));
    const open = m.campaigns.createCampaign(users.editor, fields({ endsOn: "" }));
    const closed = m.closing.closeEndedCampaigns(new Date("2027-01-01T12:00:00Z"));
    expect(closed).not.toContain(draft.id);
    expect(closed).not.toContain(open.id);
    expect(m.campaigns.findCampaign(draft.id)?.status).toBe("draft");
  });
});
