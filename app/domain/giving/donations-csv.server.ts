import { desc } from "drizzle-orm";
import { csvCell } from "~/domain/newsletter/subscribers-admin.server";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { formatDate } from "~/utils/dates";
import { donations } from "./schema";
import type { DonationQuery } from "./gift-schema";
import { giftDate, select, toStaffGift, whereOf, type Viewer } from "./donations-admin.server";

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula: such a value gets a
 * leading apostrophe, and every cell is quoted (the subscribers' export does the same: subscribers-admin.server.ts).
 */
export { csvCell };

export function donationsCsv(query: DonationQuery, viewer: Viewer) {
  const rows = select()
    .where(whereOf(query, viewer))
    .orderBy(desc(giftDate), desc(donations.id))
    .all()
    .map((r) => toStaffGift({ ...r.d, campaignTitle: r.campaignTitle }, viewer));
  const tz = siteTimeZone();
  const head = [
    "date",
    "status",
    "method",
    "source",
    "campaign",
    "amount",
    "currency",
    // Issue 33: RWF per unit for a gift received in another currency, and the RWF every gift counts for.
    "rate",
    "amount_rwf",
    "receipt_number",
    "reference",
    "given_on",
    "donor_name",
    ...(viewer.details ? ["email", "phone"] : []),
    "reason",
  ];
  const lines = rows.map((g) =>
    [
      formatDate(g.date, "withTime", "en", tz),
      g.status,
      g.method,
      g.source,
      g.campaign,
      String(g.amount),
      g.currency,
      g.rate ?? "",
      g.amountRwf === null ? "" : String(g.amountRwf),
      g.receiptNumber ?? "",
      g.reference ?? "",
      g.givenOn ?? "",
      g.donorName ?? "",
      ...(viewer.details ? [("email" in g ? g.email : "") ?? "", g.phone ?? ""] : []),
      g.reason ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[head.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}
