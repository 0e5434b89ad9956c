import { z } from "zod";
import { CATEGORY_NAMES } from "~/content/categories";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { isLocalDateTime, parseZonedTime } from "~/utils/site-time";
import type { PostStatus } from "~/domain/blog/schema";
import { LANGUAGES } from "~/i18n/languages";

/** SPEC §5 and §8: the form's one message when a required field is empty; each field also says which it is. */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const IMAGE_REQUIRED_MESSAGE = "Please select a featured image";
export const POST_REQUIRED_FIELDS = ["title", "excerpt", "content", "category"] as const;

export const MAX_TITLE = 200;
export const MAX_EXCERPT = 500;
/** SPEC §9: content is cut at 50 000 characters for display; a write past it is refused rather than cut. */
export const MAX_CONTENT = 50_000;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;
export const MAX_ALT = 300;
export const MAX_CAPTION = 500;
export const ALT_REQUIRED_MESSAGE = "Describe the picture in a few words (alt text) for people who cannot see it";
export const ALT_MISSING_WARNING =
  "This picture has no alt text yet. Describe it below for people who cannot see it; your other changes can be saved without it.";

/** The featured picture as a write leaves it: none, the one the post already has, or one the write chooses. */
export type PictureOfWrite = "none" | "kept" | "new";

/**
 * Alt text of the featured picture (issue 23), one rule for create and edit, the form and the API. A write is judged
 * on what it does: a picture it chooses needs alt text, and so does a kept picture whose alt text it changes (it may
 * not clear it). A kept picture whose empty alt text the write leaves as it is (a post made through SPEC §7's API,
 * which has no such field) is saved, and the form warns beside the picture. A write that does not send the field at
 * all (an API client following SPEC §7) is never refused for it.
 */
export function featuredAltCheck(write: {
  picture: PictureOfWrite;
  alt: string;
  altSent: boolean;
  altChanged: boolean;
}): "ok" | "warn" | "refuse" {
  if (write.picture === "none" || write.alt !== "") return "ok";
  if (write.altSent && (write.picture === "new" || write.altChanged)) return "refuse";
  return "warn";
}

/** The four statuses (issue 15), in the order staff meet them; the one list is POST_STATUS_LABELS' keys. */
export const STATUS_VALUES = Object.keys(POST_STATUS_LABELS) as [PostStatus, ...PostStatus[]];
export const MAX_REVIEW_NOTE = 1000;
export const PUBLISH_TIME_MESSAGE =
  "Publish time must be a date and time, e.g. 2026-11-24T08:00 (the site's time zone) or ISO 8601 with a zone";

export const LANGUAGE_MESSAGE = `Language must be one of ${LANGUAGES.join(", ")}`;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ message: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} is too long (${max.toLocaleString("en")} characters at most)`),
  );

/**
 * Tags arrive as a JSON list (API, SPEC §7), a list (JSON body) or comma-separated text (the page form, SPEC §5):
 * split on commas, trimmed, empties and repeats dropped.
 */
export function parseTags(value: unknown): unknown {
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return parseTags(JSON.parse(text));
      } catch {
        return value;
      }
    }
    return parseTags(text.split(","));
  }
  if (!Array.isArray(value)) return value;
  if (!value.every((t) => typeof t === "string")) return value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value as string[]) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

const booleanish = (v: unknown) => {
  if (v === "true" || v === "on" || v === "1") return true;
  if (v === "false" || v === "off" || v === "0" || v === "") return false;
  return v;
};

/** The fields a post is written with, shared by the post form pages and /api/blog (create; `.partial()` for edits). */
export const postFieldsSchema = z.object({
  title: requiredText("Title", MAX_TITLE),
  excerpt: requiredText("Excerpt", MAX_EXCERPT),
  content: requiredText("Content", MAX_CONTENT),
  category: z.preprocess(
    (v) => (v === "" ? undefined : trimmed(v)),
    z.enum(CATEGORY_NAMES, { message: "Category is required: choose one of the categories" }),
  ),
  status: z.preprocess(
    trimmed,
    z.enum(STATUS_VALUES, { message: "Status must be draft, pending, scheduled or published" }),
  ),
  /**
   * When a scheduled post goes out: ISO 8601 with a zone (a Date here), or a datetime-local value, kept as the
   * string: it is a time on the site's clock, which the domain reads in the site's time zone (planTransition).
   * Empty means not given; it is used only when the post is (or becomes) scheduled; the domain asks for a future time.
   */
  publishedAt: z.preprocess(
    (v) =>
      v === "" || v === null
        ? undefined
        : typeof v === "string"
          ? isLocalDateTime(v)
            ? v.trim()
            : (parseZonedTime(v) ?? v)
          : v,
    z.union([z.date(), z.string().refine(isLocalDateTime)], { message: PUBLISH_TIME_MESSAGE }).optional(),
  ),
  tags: z.preprocess(
    parseTags,
    z
      .array(z.string().max(MAX_TAG_LENGTH, `Each tag is at most ${MAX_TAG_LENGTH} characters`), {
        message: "Tags must be a list of words",
      })
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
  ),
  featured: z.preprocess(booleanish, z.boolean({ message: "Featured must be true or false" })),
  helpBox: z.preprocess(booleanish, z.boolean({ message: "helpBox must be true or false" })),
  featuredImageAlt: z.preprocess(
    trimmed,
    z.string({ message: "Alt text must be text" }).max(MAX_ALT, `Alt text is too long (${MAX_ALT} characters at most)`),
  ),
  featuredImageCaption: z.preprocess(
    trimmed,
    z
      .string({ message: "Caption must be text" })
      .max(MAX_CAPTION, `Caption is too long (${MAX_CAPTION} characters at most)`),
  ),
  /** The language the post is written in (issue 17). */
  lang: z.preprocess(trimmed, z.enum(LANGUAGES, { message: LANGUAGE_MESSAGE })),
  /** Create only: the post this one translates; the new post links to its group's original (translations.server.ts). */
  translationOf: z.preprocess(
    (v) => (v === "" || v === null ? undefined : trimmed(v)),
    z.string({ message: "translationOf must be a post id" }).max(64, "translationOf must be a post id").optional(),
  ),
  slug: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : trimmed(v)),
    z.string({ message: "Slug must be text" }).max(MAX_TITLE, "Slug is too long").optional(),
  ),
});
export type PostFields = z.output<typeof postFieldsSchema>;

export const newPostSchema = postFieldsSchema.extend({
  status: postFieldsSchema.shape.status.default("draft"),
  tags: postFieldsSchema.shape.tags.default([]),
  featured: postFieldsSchema.shape.featured.default(false),
  helpBox: postFieldsSchema.shape.helpBox.default(false),
  featuredImageAlt: postFieldsSchema.shape.featuredImageAlt.default(""),
  featuredImageCaption: postFieldsSchema.shape.featuredImageCaption.default(""),
  lang: postFieldsSchema.shape.lang.default("en"),
});
export const postChangesSchema = postFieldsSchema.partial();
export type PostChanges = z.output<typeof postChangesSchema>;
