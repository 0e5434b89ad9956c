import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { readWrittenAmount } from "~/domain/giving/gift-schema";

/**
 * A Rwandan MTN number as people write it (078…/079…, +250…, 250…, with spaces, dashes or brackets) → the MSISDN
 * MTN takes and the gift stores: 2507XXXXXXXX. Anything else (another network, too short) is null.
 */
export function normaliseMsisdn(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const match = /^(?:\+?250|0)?(7[89]\d{7})$/.exec(compact);
  return match ? `250${match[1]}` : null;
}

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, message));

/** Ticked checkboxes send "on"; JSON sends true. */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

/**
 * The MoMo gift, shared by the page's form (/give/pay) and the API (/api/donations/momo): the amount in whole
 * Rwandan francs within the settings' bounds, read as people write them (gift-schema.ts readWrittenAmount: "5.000"
 * is 5000, "5,5" or "5.00" is refused with a message, never guessed: a donor must see the exact figure MTN will ask
 * for), the number normalised, the rest optional.
 */
export function momoGiftSchema(bounds: { min: number; max: number }) {
  return z.object({
    phone: z
      .string({ message: msg("momoPhoneInvalid") })
      .max(40, msg("momoPhoneInvalid"))
      .transform((v, ctx) => {
        const msisdn = normaliseMsisdn(v);
        if (!msisdn) ctx.addIssue({ code: "custom", message: msg("momoPhoneInvalid") });
        return msisdn ?? "";
      }),
    amount: z.union([z.string(), z.number()], { message: msg("momoAmountInvalid") }).transform((v, ctx) => {
      // Issue 33: the one reader of amounts as people write them ("5.000", "5 000"; "5,5" is refused, not guessed).
      const read = readWrittenAmount(v);
      if ("problem" in read) {
        const message = read.problem === "ambiguous" ? msg("giftAmountAmbiguous") : msg("momoAmountInvalid");
        ctx.addIssue({ code: "custom", message });
        return 0;
      }
      const amount = read.value;
      if (amount < bounds.min)
        ctx.addIssue({
          code: "custom",
          message: msg("momoAmountTooSmall", { min: bounds.min.toLocaleString("en") }),
        });
      else if (amount > bounds.max)
        ctx.addIssue({
          code: "custom",
          message: msg("momoAmountTooLarge", { max: bounds.max.toLocaleString("en") }),
        });
      return amount;
    }),
    name: optionalText(100, msg("momoNameTooLong")),
    email: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v == null ? "" : v),
      z.union([
        z.literal(""),
        z
          .string()
          .max(254, msg("emailTooLong"))
          .pipe(z.email(msg("emailInvalid"))),
      ]),
    ),
    showName: flag.default(false),
    /** Issue 38: "Send my receipt by SMS" to the MoMo number (only when SMS is set up). */
    smsReceipt: flag.default(false),
    campaignId: z.preprocess(
      (v) => (v === "" || v == null ? null : v),
      z.string().max(64, msg("momoCampaignUnknown")).nullable(),
    ),
    lang: z.enum(LANGUAGES).catch("en").default("en"),
  });
}
export type MomoGiftInput = z.output<ReturnType<typeof momoGiftSchema>>;

/** The gift form's trap field (no time stamp: the form is the same for every guest). */
export const GIFT_HONEYPOT = "name__confirm";

export type ReasonKey = "expired" | "rejected" | "funds" | "payer" | "unavailable" | "neverSent" | "other";

/** What the donor is told for a stored reason: MTN's codes and the site's own. */
export function reasonKey(reason: string | null): ReasonKey {
  switch (reason) {
    case "expired":
    case "EXPIRED":
      return "expired";
    case "APPROVAL_REJECTED":
    case "REJECTED":
      return "rejected";
    case "NOT_ENOUGH_FUNDS":
    case "PAYER_LIMIT_REACHED":
      return "funds";
    case "PAYER_NOT_FOUND":
    case "PAYEE_NOT_ALLOWED_TO_RECEIVE":
      return "payer";
    case "provider-unavailable":
    case "provider-timeout":
      return "unavailable";
    case "never-sent":
      return "neverSent";
    default:
      return "other";
  }
}
