import { z } from "zod";
import { msg } from "~/i18n/message";
import { DONATION_METHODS, DONATION_STATUSES } from "./schema";
import { pageParam } from "~/utils/query-params";

/**
 * "Tell us about your gift" (a pledge), the staff's direct entry and their decline/void reasons: one set of rules
 * for the pages and /api/donations (issue 25 §3). Whether the campaign is an active one needs the database: the
 * domain checks it (gift-pledge.server.ts) and answers with the same field error.
 */

/** Ways a gift can be told to us or entered by staff (MoMo gifts come from the provider, never from a form). */
export const TOLD_METHODS = ["bank", "mobile-money", "cash"] as const;
export type ToldMethod = (typeof TOLD_METHODS)[number];

/** The campaign field's value for "Where most needed" (no campaign). */
export const GENERAL_FUND = "general";

export const MAX_GIFT_RWF = 100_000_000;
const REFERENCE_MAX = 60;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Whole RWF: "5000", "5 000", "5,000" or a JSON number; decimals ("5000.50", "5,5") are refused, never rounded. */
export const rwfAmount = z.preprocess(
  (v) => {
    if (typeof v === "number") return Number.isFinite(v) ? String(v) : "x";
    if (typeof v !== "string") return v;
    const s = v.replace(/[\s\u00a0\u202f]/g, "");
    return /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : s;
  },
  z
    .string({ message: msg("giftAmountRequired") })
    .min(1, msg("giftAmountRequired"))
    .regex(/^\d+$/, msg("giftAmountWhole"))
    .transform(Number)
    .pipe(z.number().int().min(1, msg("giftAmountRequired")).max(MAX_GIFT_RWF, msg("giftAmountTooLarge"))),
);

/** A calendar day, YYYY-MM-DD, not after `today` (the site's day). */
const givenOn = (today: string) =>
  z
    .string({ message: msg("giftDateRequired") })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("giftDateRequired"))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), msg("giftDateRequired"))
    .refine((d) => d <= today, msg("giftDateFuture"));

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, msg("nameTooLong", { max })).optional());

const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, msg("emailTooLong"))
    .pipe(z.email(msg("emailInvalid")))
    .optional(),
);

/** An HTML checkbox ("on") or a JSON boolean; absent is off (the donor list is opt-in). */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

/** The pledge form and POST /api/donations. `today` is the site's calendar day (settings' time zone). */
export function pledgeSchema(today: string) {
  return z
    .object({
      amount: rwfAmount,
      method: z.enum(TOLD_METHODS, { message: msg("giftMethodRequired") }),
      givenOn: givenOn(today),
      reference: z.preprocess(
        (v) => (typeof v === "string" ? v : undefined),
        z
          .string()
          .trim()
          .max(REFERENCE_MAX, msg("giftReferenceTooLong", { max: REFERENCE_MAX }))
          .optional(),
      ),
      name: optionalText(100),
      email: optionalEmail,
      campaign: z.preprocess(
        (v) => (v === undefined || v === null || v === "" ? GENERAL_FUND : v),
        z.string().trim().max(40, msg("giftCampaignUnknown")),
      ),
      showName: checkbox,
    })
    .superRefine((v, ctx) => {
      // Cash handed over has no reference; a transfer is found in the statement by its reference.
      if (v.method !== "cash" && !v.reference)
        ctx.addIssue({ code: "custom", path: ["reference"], message: msg("giftReferenceRequired") });
    });
}
export type PledgeInput = z.output<ReturnType<typeof pledgeSchema>>;

/** Staff entering a gift received (cash or transfer): the same fields, confirmed at once. */
export const staffGiftSchema = pledgeSchema;

/** Decline (a pledge) or void (a confirmed gift): the reason is kept with the gift and in the audit log. */
export const reasonSchema = z.object({
  reason: z
    .string({ message: msg("giftReasonRequired") })
    .trim()
    .min(1, msg("giftReasonRequired"))
    .max(300, msg("nameTooLong", { max: 300 })),
});

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { message: `${what} must be one of ${values.join(", ")}` }).optional());

/** /admin/donations, its CSV and GET /api/donations: filters, search and paging (bad values: 400 on the API). */
export const donationQuerySchema = z.object({
  status: optionalEnum(DONATION_STATUSES, "status"),
  method: optionalEnum(DONATION_METHODS, "method"),
  campaign: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  month: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
      .optional(),
  ),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: pageParam().catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(50),
});
export type DonationQuery = z.output<typeof donationQuerySchema>;
