import { data } from "react-router";
import type { User } from "~/domain/people/schema";
import { toPublicUser } from "~/domain/people/users.server";
import { giftFormData } from "~/domain/giving/gift-form.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { getToast } from "~/platform/http/toast.server";
import { dataSaverOf, dataSaverOffer } from "~/platform/offline/data-saver";
import { env } from "~/platform/ops/env.server";
import type { RootData } from "./root-data";

/**
 * The root's server half (issue 36). It lives here, beside the RootData type, rather than in a module beside
 * app/root.tsx, because the signed-in splice (components/personal-parts.server.tsx, a floor below the root in
 * decision 025) calls `rootPersonalData` too: one function, so the header spliced into a stored guest page is
 * rendered from exactly the data the root loader gives the whole page (docs/decisions/031).
 */

/** Everything the root loader gives a page for this reader, but the flash message (which has its own cookie). */
export function rootPersonalData(request: Request, user: User | null): Omit<RootData, "toast"> {
  const cookie = request.headers.get("cookie");
  const saveData = request.headers.get("save-data");
  return {
    user: user ? toPublicUser(user) : null,
    // The organisation's details (header, footer, donation dialog, contact cards) are staff-editable settings.
    settings: getSiteSettings(),
    origin: env.APP_URL,
    dataSaver: dataSaverOf(cookie, saveData),
    dataSaverOffer: dataSaverOffer(cookie, saveData, request.headers.get("ect"), request.headers.get("downlink")),
    momoOnline: giftFormData().momo !== null,
  };
}

/** The root loader: the reader's data and the flash message, whose cookie is cleared only when there was one. */
export async function rootLoaderData(request: Request, user: User | null) {
  const { toast, headers } = await getToast(request);
  // No Set-Cookie on ordinary page views: they stay storable for guests (docs/decisions/021).
  const rootData: RootData = { ...rootPersonalData(request, user), toast: toast ?? null };
  return data(rootData, toast ? { headers } : undefined);
}
