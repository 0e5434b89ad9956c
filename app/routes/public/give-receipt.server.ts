import { data, redirect } from "react-router";
import { eq } from "drizzle-orm";
import { formatMoney } from "~/i18n/intl";
import { langOfRequest, localizePath, type Lang } from "~/i18n/languages";
import { db } from "~/platform/data/db.server";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { formatDate } from "~/utils/dates";
import { giftIdOfToken } from "~/domain/giving/momo/token.server";
import { findByReceiptSecret, receiptView } from "~/domain/giving/receipts.server";
import { donations, type Donation } from "~/domain/giving/schema";

/**
 * /give/receipt/:secret, the donor's own page for a gift (issue 33). Two kinds of key open it, both private to the
 * donor and masked in the log (the segment is `:secret`):
 * - the random secret of the receipt e-mail (stored as its SHA-256, issue 25), and
 * - the gift's signed token (the MoMo status page's: its id and an HMAC with the session secret, nothing stored),
 *   which the thank-you pages link to, so a donor without an e-mail reaches the receipt too.
 * A confirmed (or voided) gift shows its receipt; a pledge staff have not confirmed yet says so, and the same link
 * shows the receipt once they do; a gift that ends unconfirmed says that.
 */

function giftByKey(key: string | undefined): Donation | null {
  if (!key) return null;
  if (!key.includes(".")) return findByReceiptSecret(key);
  const id = giftIdOfToken(key);
  return id ? (db.select().from(donations).where(eq(donations.id, id)).get() ?? null) : null;
}

// The link is the receipt's only key: never stored by a browser, proxy or the guest cache, never indexed, never sent
// on as a Referer.
export const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** What a gift told to us and not confirmed yet shows its donor (nothing they did not give us). */
function pendingView(gift: Donation, lang: Lang) {
  const settings = getSiteSettings();
  return {
    amount: formatMoney(gift.amount, gift.currency, lang),
    method: gift.method,
    givenOn: gift.givenOn
      ? formatDate(new Date(`${gift.givenOn}T12:00:00Z`), "long", lang, settings.time.timeZone)
      : null,
    reference: gift.reference ?? "",
  };
}

export function receiptPage(request: Request, key: string | undefined) {
  const gift = giftByKey(key);
  if (!gift) throw data({ message: "Not found" }, { status: 404, headers: PRIVATE });
  const lang = langOfRequest(request);
  // A MoMo gift still open has its own status page, which follows MTN; the key is that page's token.
  if (!gift.receiptNumber && gift.method === "momo" && key!.includes("."))
    throw redirect(localizePath(`/give/payment/${key}`, lang), { status: 303, headers: PRIVATE });
  if (gift.receiptNumber)
    return data({ state: "receipt" as const, receipt: receiptView(gift, lang), pending: null }, { headers: PRIVATE });
  if (gift.status === "pending")
    return data({ state: "pending" as const, receipt: null, pending: pendingView(gift, lang) }, { headers: PRIVATE });
  return data({ state: "closed" as const, receipt: null, pending: null }, { headers: PRIVATE });
}
