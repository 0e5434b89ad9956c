import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { formatNumber } from "~/i18n/intl";
import type { Lang } from "~/i18n/languages";
import type { Tx } from "~/platform/data/db.server";
import { consentFor } from "./consent.server";
import { deliverSmsSoon, enqueueSms } from "./outbox.server";
import { smsEnabled } from "./provider.server";
import { createShortLink } from "./short-links.server";
import { renderSms } from "./templates";

export const orgForSms = () => {
  const identity = getSiteSettings().identity;
  return identity.shortName || identity.name;
};

/**
 * A MoMo gift's receipt by SMS (issue 38 §4), queued in the confirmation's transaction when the donor ticked "Send my
 * receipt by SMS" for this gift: the receipt number, the amount and a short link to the printable receipt, in the
 * donor's language. Nothing when SMS is off, the box was not ticked or the number opted out. The job is woken once
 * the transaction has committed.
 */
export function queueReceiptSms(
  tx: Tx,
  gift: { id: string; phone: string | null; amount: number; lang: Lang; receiptNumber: string | null },
  receiptPagePath: string,
) {
  if (!smsEnabled() || !gift.phone || !gift.receiptNumber) return null;
  const consent = consentFor(`donation:${gift.id}`, gift.phone, tx);
  if (!consent) return null;
  const link = createShortLink(tx, receiptPagePath);
  const message = renderSms(gift.lang, {
    kind: "receipt",
    org: orgForSms(),
    number: gift.receiptNumber,
    amount: formatNumber(gift.amount, gift.lang),
    link: link.url,
  });
  const id = enqueueSms(tx, { to: gift.phone, kind: "receipt", message, consentId: consent.id });
  if (id) setImmediate(deliverSmsSoon);
  return id;
}
