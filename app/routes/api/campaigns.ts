import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { env } from "~/platform/ops/env.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { createCampaign, deleteCampaign, requireCampaignStaff, updateCampaign } from "~/domain/giving/campaigns.server";
import { activeCampaigns, campaignJson, campaignText } from "~/domain/giving/campaign-view.server";
import type { Campaign } from "~/domain/giving/schema";
import { isLang } from "~/i18n/languages";
import type { Route } from "./+types/campaigns";

/** A campaign as staff wrote it (every language, status, featured), for the write answers. */
const staffJson = (row: Campaign) => ({
  id: row.id,
  ...campaignText(row, "en"),
  titleRw: row.titleRw,
  storyRw: row.storyRw,
  titleFr: row.titleFr,
  storyFr: row.storyFr,
  goal: row.goal,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  status: row.status,
  featured: row.featured,
  coverImage: row.coverImage,
  coverAlt: row.coverAlt,
  raisedAtClose: row.raisedAtClose,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// GET /api/campaigns[?lang=rw|fr]: the active campaigns with their progress (confirmed gifts), for everyone.
export const loader = apiHandler(({ request }: Route.LoaderArgs) => {
  const asked = new URL(request.url).searchParams.get("lang") ?? "en";
  if (!isLang(asked)) throw new HttpError(400, "lang must be one of en, rw, fr", { lang: "Use en, rw or fr" });
  return Response.json({ success: true, data: activeCampaigns(asked).map((c) => campaignJson(c, env.APP_URL)) });
});

const idOf = (body: Record<string, unknown>) => {
  if (typeof body.id !== "string" || body.id === "")
    throw new HttpError(400, "id is required", { id: "id is required" });
  return body.id;
};

/**
 * Staff (campaigns:manage): POST creates (201), PATCH {id, …fields} changes what it sends, DELETE {id} deletes a
 * campaign nobody gave to (409 otherwise). The same zod schema and domain calls as the admin pages.
 */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (!["POST", "PATCH", "DELETE"].includes(request.method))
    return methodNotAllowed(["GET", "POST", "PATCH", "DELETE"]);
  // Rights before the body.
  const user = requireCampaignStaff(getCurrentUser(context));
  const body = await readJson(request);
  if (request.method === "POST")
    return Response.json({ success: true, data: staffJson(createCampaign(user, body)) }, { status: 201 });
  const id = idOf(body);
  if (request.method === "DELETE") {
    deleteCampaign(user, id);
    return Response.json({ success: true });
  }
  const { id: _id, ...changes } = body;
  void _id;
  const { campaign, changed } = updateCampaign(user, id, changes);
  return Response.json({ success: true, changed, data: staffJson(campaign) });
});
