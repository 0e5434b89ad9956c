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
