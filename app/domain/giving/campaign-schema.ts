import { z } from "zod";
import { CAMPAIGN_STATUSES } from "~/domain/giving/schema";

/**
 * The fields a campaign is written with (issue 25), shared by the admin form and POST/PATCH /api/campaigns. Staff
 * write in English (the admin area is English-only); the Kinyarwanda and French title and story are optional and
 * the English ones show where they are missing.
 */
export const MAX_CAMPAIGN_TITLE = 120;
export const MAX_CAMPAIGN_STORY = 50_000;
export const MAX_COVER_ALT = 300;
/** Whole Rwandan francs: a goal above a billion is a typing mistake, not a campaign. */
export const MAX_GOAL = 1_000_000_000;

export const GOAL_MESSAGE = "Goal must be a whole number of Rwandan francs, at least 1 (no decimals)";
export const COVER_ALT_REQUIRED = "Describe the cover picture in a few words (alt text) for people who cannot see it";
export const END_BEFORE_START = "The end date cannot be before the start date";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string) {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const day = (label: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ message: `${label} is required` })
      .min(1, `${label} is required`)
      .refine(isCalendarDay, `${label} must be a date written YYYY-MM-DD, e.g. 2026-12-01`),
  );

/**
 * Whole RWF from a form ("5000", "5 000", "5,000") or JSON (5000). Decimals, negatives and words are refused,
 * never rounded: a goal of 1.5 francs is a mistake to show, not to guess.
 */
export const rwfAmount = (message: string, max = MAX_GOAL) =>
  z.preprocess(
    (v) => {
      if (typeof v === "number") return v;
      if (typeof v !== "string") return v;
      const text = v.trim();
      if (/^\d{1,3}([ ,\u00a0\u202f]\d{3})+$/.test(text)) return Number(text.replace(/\D/g, ""));
      return /^\d+$/.test(text) ? Number(text) : text === "" ? undefined : NaN;
    },
    z
      .number({ message })
      .int(message)
      .min(1, message)
      .max(max, `Goal must be at most ${max.toLocaleString("en")} RWF`),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : trimmed(v)),
    z
      .string({ message: `${label} must be text` })
      .max(max, `${label} is too long (${max.toLocaleString("en")} characters at most)`),
  );

const booleanish = (v: unknown) => {
  if (v === "true" || v === "on" || v === "1") return true;
  if (v === "false" || v === "off" || v === "0" || v === "" || v === undefined) return false;
  return v;
};

export const campaignFieldsSchema = z.object({
  title: z.preprocess(
    trimmed,
    z
      .string({ message: "Title is required" })
      .min(1, "Title is required")
      .max(MAX_CAMPAIGN_TITLE, `Title is too long (${MAX_CAMPAIGN_TITLE} characters at most)`),
  ),
  /** Sanitised by the domain (the blog's sanitiser) before it is stored; this only bounds it. */
  story: optionalText("Story", MAX_CAMPAIGN_STORY),
  goal: rwfAmount(GOAL_MESSAGE),
  startsOn: day("Start date"),
  endsOn: z.preprocess(
    (v) => (v === null || v === undefined ? "" : trimmed(v)),
    z.string().refine((v) => v === "" || isCalendarDay(v), "End date must be a date written YYYY-MM-DD, or empty"),
  ),
  /** Our own /images/… URL (an upload) or empty for none; a file sent with the form is stored first. */
  coverImage: z.preprocess(
    (v) => (v === null || v === undefined ? "" : trimmed(v)),
    z
      .string()
      .refine(
        (v) => v === "" || /^\/images\/[0-9a-f]{32}\/\d{3,4}\.(jpg|webp)$/.test(v),
        "Cover picture must be an uploaded image",
      ),
  ),
  coverAlt: optionalText("Alt text", MAX_COVER_ALT),
  status: z.preprocess(
    (v) => (v === undefined || v === "" ? "draft" : trimmed(v)),
    z.enum(CAMPAIGN_STATUSES, { message: "Status must be draft, active or closed" }),
  ),
  featured: z.preprocess(booleanish, z.boolean({ message: "Featured must be true or false" })),
  titleRw: optionalText("Kinyarwanda title", MAX_CAMPAIGN_TITLE),
  storyRw: optionalText("Kinyarwanda story", MAX_CAMPAIGN_STORY),
  titleFr: optionalText("French title", MAX_CAMPAIGN_TITLE),
  storyFr: optionalText("French story", MAX_CAMPAIGN_STORY),
});

/** No issue yet on these fields: a cross-field rule may judge them even when another field is wrong. */
const fieldsOk =
  (...names: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => names.includes(String(issue.path?.[0])));

/**
 * The cross-field rules, one place for create and edit: an end not before the start, alt text with a picture. Each
 * runs whenever its own fields are valid, so a form with a bad goal still hears about its end date at once.
 */
export const campaignSchema = campaignFieldsSchema
  .refine((c) => c.endsOn === "" || c.endsOn >= c.startsOn, {
    path: ["endsOn"],
    message: END_BEFORE_START,
    when: fieldsOk("startsOn", "endsOn"),
  })
  .refine((c) => c.coverImage === "" || c.coverAlt !== "", {
    path: ["coverAlt"],
    message: COVER_ALT_REQUIRED,
    when: fieldsOk("coverImage", "coverAlt"),
  });

export type CampaignInput = z.output<typeof campaignSchema>;
