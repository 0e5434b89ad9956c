import { z } from "zod";
import { msg } from "~/i18n/message";
import { pageParam } from "~/utils/query-params";

export const CONTACT_FORM_TYPES = ["general", "partnership", "volunteer", "media", "support"] as const;

/** One schema for the contact form and POST /api/contact (SPEC §5). */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, msg("nameRequired"))
    .max(100, msg("nameTooLong", { max: 100 })),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, msg("emailRequired"))
    .max(254, msg("emailTooLong"))
    .pipe(z.email(msg("emailInvalid"))),
  subject: z
    .string()
    .trim()
    .min(1, msg("subjectRequired"))
    .max(200, msg("subjectTooLong", { max: 200 })),
  message: z
    .string()
    .trim()
    .min(1, msg("messageRequired"))
    .max(5000, msg("messageTooLong", { max: 5000 })),
  type: z.enum([...CONTACT_FORM_TYPES, "other"], { message: msg("messageTypeRequired") }).default("general"),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/contact and /admin/contact-messages (staff): filters and paging; bad values are a 400 on the API. */
export const messageListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["new", "read", "replied"], { message: "status must be new, read or replied" }).optional(),
  ),
  type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum([...CONTACT_FORM_TYPES, "other"], {
        message: `type must be one of ${[...CONTACT_FORM_TYPES, "other"].join(", ")}`,
      })
      .optional(),
  ),
  page: pageParam(),
  limit: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce
      .number({ message: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(100, "limit must be at most 100")
      .default(MESSAGES_PAGE_SIZE),
  ),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageStatusSchema = z.object({
  status: z.enum(["new", "read", "replied"], { message: "status must be new, read or replied" }),
});
