import { z } from "zod";
import { MAX_NAME_LENGTH, newPasswordField } from "../auth/auth-schema";

/** The /account page's forms (issue 9: people own their data). */
export const accountNameSchema = z.object({
  name: z.string({ message: "Name is required" }).trim().min(1, "Name is required").max(MAX_NAME_LENGTH, `Name is too long (${MAX_NAME_LENGTH} characters at most)`),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ message: "Enter your current password" }).min(1, "Enter your current password"),
  newPassword: newPasswordField,
});

export const accountDeletionSchema = z.object({
  password: z.string({ message: "Enter your password to confirm" }).min(1, "Enter your password to confirm"),
});
