import { requireApiUser } from "~/server/web/access.server";
import { listDonations, readDonationQuery, viewerOf } from "~/domain/giving/donations-admin.server";
import { recordPledge } from "~/domain/giving/gift-pledge.server";
import { giftReceiptPath } from "~/domain/giving/receipts.server";
import { env } from "~/platform/ops/env.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { isLang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import type { Route } from "./+types/donations";

// GET /api/donations (staff, donations:view): {success, data, totals, pagination}; ?status, method, campaign, month, q, page, limit.
// Contacts (email, phone, full names) only with donations:donor-details, as on /admin/donations.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  const viewer = viewerOf(requireApiUser(context, "donations:view"));
  const { rows, total, page, pages, limit, totals } = listDonations(readDonationQuery(new URL(request.url)), viewer);
  return Response.json({ success: true, data: rows, totals, pagination: { page, limit, total, pages } });
});

// POST /api/donations (public): a pledge as JSON, the form's fields and rules (+ "lang" for the receipt) → 201.
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const body = await readJson(request);
  const lang = isLang(body.lang) ? body.lang : "en";
  const gift = recordPledge(body, { ip: clientIp(request), lang });
  return Response.json(
    {
      success: true,
      message: msg("giftThanks"),
      // Issue 33: the donor's private page for the gift ("not confirmed yet", then the receipt).
      data: { id: gift.id, status: gift.status, receiptUrl: `${env.APP_URL}${giftReceiptPath(gift.id, lang)}` },
    },
    { status: 201 },
  );
});
