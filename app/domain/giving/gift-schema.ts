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

/**
 * Issue 33: an amount as people write it. Digits alone, or thousands groups of exactly three digits joined by one
 * kind of separator used throughout: "5000", "5.000", "5,000", "5 000" (also a no-break or narrow no-break space,
 * as French pages write it), "1.250.000". Anything else made of digits and separators ("5,5", "5.00", "12.5000",
 * "5.000,50") could be a decimal or a slip: it is refused with a message saying how to write it, never rounded
 * or guessed. A JSON number must be a whole number. The one reader of every gift amount (pledge, staff entry,
 * MoMo form and their APIs).
 */
export type WrittenAmount = { value: number } | { problem: "required" | "whole" | "ambiguous" };
const GROUPED = /^[1-9]\d{0,2}([.,'\u0020\u00a0\u202f])\d{3}(?:\1\d{3})*$/;
const DIGITS_AND_SEPARATORS = /^[\d.,'\u0020\u00a0\u202f]+$/;

export function readWrittenAmount(input: unknown): WrittenAmount {
  if (typeof input === "number") return Number.isSafeInteger(input) ? { value: input } : { problem: "whole" };
  if (typeof input !== "string") return { problem: "required" };
  const text = input.trim();
  if (text === "") return { problem: "required" };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  if (GROUPED.test(text)) return { value: Number(text.replace(/\D/g, "")) };
  return DIGITS_AND_SEPARATORS.test(text) && /\d/.test(text) ? { problem: "ambiguous" } : { problem: "whole" };
}

const AMOUNT_PROBLEM = {
  required: msg("giftAmountRequired"),
  whole: msg("giftAmountWhole"),
  ambiguous: msg("giftAmountAmbiguous"),
} as const;

/** A gift amount for a zod schema: whole units between `min` and `max` (messages given by the caller's form). */
export const writtenAmount = (bounds: { min?: number; max?: number; tooSmall?: string; tooLarge?: string } = {}) =>
  z.unknown().transform((v, ctx) => {
    const read = readWrittenAmount(v);
    if ("problem" in read) {
      ctx.addIssue({ code: "custom", message: AMOUNT_PROBLEM[read.problem] });
      return z.NEVER;
    }
    const { min = 1, max = MAX_GIFT_RWF } = bounds;
    if (read.value < min) ctx.addIssue({ code: "custom", message: bounds.tooSmall ?? msg("giftAmountRequired") });
    else if (read.value > max) ctx.addIssue({ code: "custom", message: bounds.tooLarge ?? msg("giftAmountTooLarge") });
    return read.value;
  });

/** Whole units of the gift's currency (RWF unless the pledge names another). */
export const rwfAmount = writtenAmount();

/** ISO 4217 codes a pledge may name: the settings' list (RWF always first), or RWF alone. */
const currencyField = (currencies: readonly string[]) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "RWF" : typeof v === "string" ? v.trim().toUpperCase() : v),
    z.string({ message: msg("giftCurrencyUnknown") }).refine((c) => currencies.includes(c), msg("giftCurrencyUnknown")),
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

/**
 * The pledge form and POST /api/donations. `today` is the site's calendar day (settings' time zone); `currencies`
 * the settings' list a pledge may be given in (staff entries: RWF only, their form has no rate).
 */
export function pledgeSchema(today: string, currencies: readonly string[] = ["RWF"]) {
  return z
    .object({
      amount: rwfAmount,
      currency: currencyField(currencies),
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

/**
 * RWF per unit of a foreign currency, as staff type it: "1523.45", "1523,45" or "1523". One to three digits, a
 * separator and exactly three more ("1,523", "1.523") is a thousands group or a decimal: refused, like thousands
 * separators in a rate at all, so a rate is never read a thousand times wrong.
 */
export type ParsedRate = { text: string; millionths: bigint };
export function readRate(input: unknown): ParsedRate | string {
  const raw = typeof input === "number" ? String(input) : typeof input === "string" ? input : "";
  const text = raw.replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return "Enter the rate: how many RWF one unit of the gift's currency was worth";
  const m = /^(\d{1,7})(?:[.,](\d{1,6}))?$/.exec(text);
  if (!m) return "Write the rate as a number of RWF per unit, e.g. 1523.45, without thousands separators";
  if (m[1]!.length <= 3 && m[2]?.length === 3 && typeof input === "string")
    return `"${text}" could be read two ways: write the rate with its decimals, e.g. 1523.45 or 1.5234`;
  const [whole, frac = ""] = [m[1]!, m[2]];
  const millionths = BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, "0"));
  if (millionths === 0n) return "The rate must be above zero";
  return { text: frac ? `${BigInt(whole)}.${frac}` : String(BigInt(whole)), millionths };
}

/** What `amount` units at `rate` count for, in whole RWF (rounded half up, exact: no floating point). */
export const rwfAt = (amount: number, rate: ParsedRate) =>
  Number((BigInt(amount) * rate.millionths + 500_000n) / 1_000_000n);

/**
 * Staff confirming a pledge (the page's confirm form and POST /api/donations/:id/confirm): the rate, needed for a
 * gift in another currency and refused for one in RWF (the domain knows the gift: donation-actions.server.ts).
 */
export const confirmSchema = z.object({
  rate: z.preprocess(blankToUndefined, z.union([z.string().max(40), z.number()]).optional()),
});

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
