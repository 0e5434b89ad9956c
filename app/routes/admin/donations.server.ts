import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { answerableError, formError } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { msg } from "~/i18n/message";
import { siteToday } from "~/domain/giving/gift-pledge.server";
import { campaignOptions, listDonations, readDonationQuery, viewerOf } from "~/domain/giving/donations-admin.server";
import { confirmGift, declineGift, enterGift, money, voidGift } from "~/domain/giving/donation-actions.server";

/** /admin/donations: the list for the viewer's rights, its totals, the filters' options and the CSV link. */
export function donationsScreen(user: User, url: URL) {
  const query = readDonationQuery(url);
  const viewer = viewerOf(user);
  const list = listDonations(query, viewer);
  const params = new URLSearchParams(url.search);
  params.delete("page");
  const page = (n: number) => {
    const p = new URLSearchParams(params);
    p.set("page", String(n));
    return `/admin/donations?${p}`;
  };
  return {
    query,
    viewer,
    list,
    campaigns: campaignOptions(),
    today: siteToday(),
    csvHref: `/admin/donations.csv${params.size ? `?${params}` : ""}`,
    prevHref: list.page > 1 ? page(list.page - 1) : null,
    nextHref: list.page < list.pages ? page(list.page + 1) : null,
  };
}

/**
 * Confirm, decline (reason), void (reason) and the direct entry. A refused row action comes back with its message as
 * a toast; a refused entry comes back (400) with the values typed and its field errors.
 */
export async function donationsAction(request: Request, actor: User) {
  const back = `/admin/donations${new URL(request.url).search}`;
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    switch (form.intent) {
      case "confirm": {
        const gift = confirmGift(actor, form.id, form);
        // A gift in another currency says what it counted for, so a rate typed wrong shows at once.
        const counted = gift.exchangeRate ? ` (${money(gift)} at ${gift.exchangeRate})` : "";
        return redirectWithSuccess(back, `Gift confirmed: receipt ${gift.receiptNumber}${counted}`);
      }
      case "decline":
        declineGift(actor, form.id, form);
        return redirectWithSuccess(back, "Gift declined");
      case "void":
        voidGift(actor, form.id, form);
        return redirectWithSuccess(back, "Gift voided: its receipt now says VOID");
      case "enter": {
        const gift = enterGift(actor, form);
        return redirectWithSuccess(back, `Gift recorded: receipt ${gift.receiptNumber}`);
      }
      default:
        return redirectWithError(back, msg("unknownAction"));
    }
  } catch (error) {
    if (form.intent === "enter") return formError(error, form);
    const known = answerableError(error);
    if (!known) throw error;
    return redirectWithError(back, known.message);
  }
}
