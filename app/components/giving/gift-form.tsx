import type { GiftFormData } from "~/domain/giving/gift-form.server";

/** The gift form of /give and a campaign's page (issue 25, MoMo work). Nothing until online payment is built. */
export function GiftForm(props: { campaignId: string | null; data: GiftFormData }) {
  void props;
  return null;
}
