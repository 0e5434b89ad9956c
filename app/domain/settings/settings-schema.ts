import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/utils/dates";
import { formFieldsOf, type FormField } from "~/utils/nested-form";
import { msg } from "~/i18n/message";
import { dangerTermsSchema } from "./danger-terms-schema";

/** The organisation's own details, editable at /admin/settings (issue 10). One schema per section of the page. */
const text = (label: string, max = 120) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);
const optionalText = (label: string, max = 120) =>
  z.string().trim().max(max, `${label} is too long (${max} characters at most)`).default("");
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, msg("emailTooLong"))
  .pipe(z.email(msg("emailInvalid")));
// Phone numbers as people write them: digits, spaces, +, -, brackets.
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, "Enter a phone number such as +250 788 000 000");
/** Links leave the site: https only, so a `javascript:` or plain-http link can never be saved. */
export const httpsUrl = z
  .string()
  .trim()
  .max(500, "Link is too long")
  .regex(/^https:\/\/[^\s"'<>]+$/i, "Links must start with https://");
const optionalHttps = z.union([z.literal(""), httpsUrl]).default("");

export const identitySchema = z.object({ name: text("Organisation name"), shortName: text("Short name", 40) });

export const contactSchema = z.object({
  emails: z.array(email).min(1, "Add at least one e-mail address").max(3, "At most 3 e-mail addresses"),
  phones: z.array(z.object({ number: phone, whatsapp: z.boolean().default(false) })).max(3, "At most 3 phone numbers"),
  address: z.object({ street: text("Street"), city: text("City"), country: text("Country") }),
  coordinates: z.object({
    lat: z.coerce
      .number({ message: "Latitude must be a number" })
      .min(-90, "Latitude is between -90 and 90")
      .max(90, "Latitude is between -90 and 90"),
    lng: z.coerce
      .number({ message: "Longitude must be a number" })
      .min(-180, "Longitude is between -180 and 180")
      .max(180, "Longitude is between -180 and 180"),
  }),
  // Text shown to visitors may be given per language (issue 17); left blank, the English is shown.
  officeHours: z
    .array(
      z.object({
        days: text("Days"),
        hours: text("Hours"),
        daysRw: optionalText("Days (Kinyarwanda)"),
        hoursRw: optionalText("Hours (Kinyarwanda)"),
        daysFr: optionalText("Days (French)"),
        hoursFr: optionalText("Hours (French)"),
      }),
    )
    .max(3, "At most 3 lines of office hours"),
});

export const donationsSchema = z.object({
  banks: z
    .array(
      z.object({
        bank: text("Bank"),
        accountName: text("Account name"),
        accountNumber: optionalText("Account number", 40),
      }),
    )
    .max(4, "At most 4 bank accounts"),
  mobileMoney: z
    .array(
      z.object({
        provider: text("Provider", 40),
        number: text("Number or merchant code", 30),
        accountName: optionalText("Account name"),
      }),
    )
    .max(4, "At most 4 mobile-money entries"),
});

export const SOCIAL_NETWORKS = ["facebook", "x", "instagram", "linkedin", "youtube"] as const;
export const socialsSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalHttps])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    typeof optionalHttps
  >,
);

export const partnersSchema = z.object({
  partners: z
    .array(
      z.object({
        name: text("Partner name"),
        description: optionalText("Description", 160),
        descriptionRw: optionalText("Description (Kinyarwanda)", 160),
        descriptionFr: optionalText("Description (French)", 160),
        url: optionalHttps,
        logo: optionalHttps,
      }),
    )
    .max(6, "At most 6 partners"),
});

const figure = z.object({
  value: text("Figure", 12),
  label: text("Label", 40),
  labelRw: optionalText("Label (Kinyarwanda)", 40),
  labelFr: optionalText("Label (French)", 40),
});
export const figuresSchema = z.object({
  home: z.array(figure).length(4, "Give the four home figures"),
  about: z.array(figure).length(4, "Give the four About figures"),
});

/** Pictures chosen for the organisation's pages, by slot: one of our uploads, or "" for the default illustration. */
export const pageImagesSchema = z.record(
  z.string().regex(/^[a-z0-9-]{1,40}$/, "Unknown picture"),
  z.union([
    z.literal(""),
    z.string().regex(/^\/images\/[0-9a-f]{32}\/\d{3,4}\.(jpg|webp)$/, "Upload the picture again"),
  ]),
);

/**
 * The site's clock (issue 23): every date and time staff and visitors see is read in this zone, whatever the zone
 * of the server or the browser. One of the IANA names Intl knows (Intl.supportedValuesOf), or UTC.
 */
export const timeSchema = z.object({
  timeZone: z
    .string({ message: "Choose a time zone" })
    .trim()
    .max(64, "Choose a time zone from the list")
    .refine(isTimeZone, "Choose a time zone from the list (such as Africa/Kigali)")
    .default(DEFAULT_TIME_ZONE),
});

const francs = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a whole number of Rwandan francs` })
    .int(`${label} must be a whole number of Rwandan francs`)
    .min(1, `${label} must be at least 1 RWF`)
    .max(100_000_000, `${label} must be at most 100,000,000 RWF`);

/**
 * Issue 33: the currencies a gift by transfer may be told in ("RWF, EUR, USD"), kept as "RWF,EUR,USD": ISO 4217
 * codes the runtime can format, RWF always first (the currency everything is counted in).
 */
const CURRENCY_LIST_MESSAGE = "List currencies as three-letter codes separated by commas, e.g. RWF, EUR, USD";
const knownCurrency = (code: string) => Intl.supportedValuesOf("currency").includes(code);
const pledgeCurrencies = z
  .string({ message: CURRENCY_LIST_MESSAGE })
  .trim()
  .toUpperCase()
  .max(80, CURRENCY_LIST_MESSAGE)
  .regex(/^[A-Z]{3}(\s*,\s*[A-Z]{3})*$/, CURRENCY_LIST_MESSAGE)
  .transform((list) => [...new Set(["RWF", ...list.split(/\s*,\s*/)])].join(","))
  .refine((list) => list.split(",").every(knownCurrency), "One of these is not a currency code (ISO 4217)");

/** Giving online (issue 25): the MoMo gift's bounds, and how long a pending payment is followed before it expires. */
export const givingSchema = z
  .object({
    momoMin: francs("Smallest gift").default(100),
    momoMax: francs("Largest gift").default(2_000_000),
    momoFollowMinutes: z.coerce
      .number({ message: "Follow a payment for a whole number of minutes" })
      .int("Follow a payment for a whole number of minutes")
      .min(1, "Follow a payment for at least 1 minute")
      .max(24 * 60, "Follow a payment for at most 1,440 minutes (a day)")
      .default(30),
    pledgeCurrencies: pledgeCurrencies.default("RWF,EUR,USD"),
    // Issue 33: two confirmed MoMo gifts of one number, amount and campaign this close are flagged for staff.
    duplicateWindowMinutes: z.coerce
      .number({ message: "Flag repeated gifts within a whole number of minutes" })
      .int("Flag repeated gifts within a whole number of minutes")
      .min(1, "Flag repeated gifts within at least 1 minute")
      .max(7 * 24 * 60, "Flag repeated gifts within at most 10,080 minutes (a week)")
      .default(60),
  })
  .refine((g) => g.momoMin <= g.momoMax, {
    message: "The smallest gift must not be above the largest",
    path: ["momoMax"],
  });

const days = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label}: give a whole number of days` })
    .int(`${label}: give a whole number of days`)
    .min(1, `${label}: at least 1 day`)
    .max(max, `${label}: at most ${max} days`)
    .default(max);

/**
 * Ask anonymously (issue 26): how long the raw question, the asker's e-mail and the private code are kept. The
 * promise made to askers is 30 days after the answer and 90 unanswered; staff may only shorten it.
 */
export const questionsSchema = z.object({
  keepAfterAnswerDays: days("Keep after the answer", 30),
  keepUnansweredDays: days("Keep unanswered", 90),
  extraTerms: dangerTermsSchema,
});

/**
 * Events (issue 37): when the day-before reminder goes out (HH:MM on the site's clock), and how many days after a
 * date its sign-ups' details are kept before only the counts stay.
 */
export const eventsSchema = z.object({
  reminderTime: z
    .string({ message: "Reminder time: give a time such as 18:00" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time: give a time such as 18:00 (24-hour clock)")
    .default("18:00"),
  retentionDays: z.coerce
    .number({ message: "Keep sign-up details: give a whole number of days" })
    .int("Keep sign-up details: give a whole number of days")
    .min(1, "Keep sign-up details: at least 1 day")
    .max(3650, "Keep sign-up details: at most 3,650 days")
    .default(180),
});

export const SETTINGS_SECTIONS = {
  identity: identitySchema,
  contact: contactSchema,
  donations: donationsSchema,
  socials: socialsSchema,
  partners: partnersSchema,
  figures: figuresSchema,
  pageImages: pageImagesSchema,
  time: timeSchema,
  giving: givingSchema,
  questions: questionsSchema,
  events: eventsSchema,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export type SiteSettings = { [K in SettingsSection]: z.output<(typeof SETTINGS_SECTIONS)[K]> };

/**
 * The only field names each section's form may send (issue 14): read from the section's schema, so a field added
 * to a schema is accepted at once and nothing else ever is. Page pictures come as files (multipart), by slot.
 */
export const SETTINGS_FORM_FIELDS = Object.fromEntries(
  (Object.keys(SETTINGS_SECTIONS) as SettingsSection[])
    .filter((s) => s !== "pageImages")
    .map((s) => [s, formFieldsOf(SETTINGS_SECTIONS[s])]),
) as Record<Exclude<SettingsSection, "pageImages">, FormField[]>;
