import { z } from "zod";

export const CONTACT_FORM_TYPES = ["general", "partnership", "volunteer", "media", "support"] as const;

/** One schema for the contact form and POST /api/contact (SPEC §5). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (100 characters at most)"),
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long").pipe(z.email("Please enter a valid email address")),
  subject: z.string().trim().min(1, "Subject is required").max(200, "Subject is too long (200 characters at most)"),
  message: z.string().trim().min(1, "Message is required").max(5000, "Message is too long (5000 characters at most)"),
  type: z.enum([...CONTACT_FORM_TYPES, "other"], { message: "Choose a message type" }).default("general"),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const CONTACT_SENT_MESSAGE = "Message sent successfully! We'll get back to you soon.";

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/contact and /admin/contact-messages (staff): filters and paging; bad values are a 400 on the API. */
export const messageListQuerySchema = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["new", "read", "replied"], { message: "status must be new, read or replied" }).optional()),
  type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum([...CONTACT_FORM_TYPES, "other"], { message: `type must be one of ${[...CONTACT_FORM_TYPES, "other"].join(", ")}` }).optional(),
  ),
  page: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number({ message: "page must be a whole number" }).int("page must be a whole number").min(1, "page must be at least 1").max(10_000, "page is too large").default(1)),
  limit: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number({ message: "limit must be a whole number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(MESSAGES_PAGE_SIZE)),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageStatusSchema = z.object({
  status: z.enum(["new", "read", "replied"], { message: "status must be new, read or replied" }),
});
