import { z } from "zod";
import { MAX_NAME_LENGTH, newPasswordField } from "~/domain/auth/auth-schema";
import { msg } from "~/i18n/message";

/** The /account page's forms (issue 9: people own their data). */
export const accountNameSchema = z.object({
  name: z
    .string({ message: msg("nameRequired") })
    .trim()
    .min(1, msg("nameRequired"))
    .max(MAX_NAME_LENGTH, msg("nameTooLong", { max: MAX_NAME_LENGTH })),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ message: msg("currentPasswordRequired") }).min(1, msg("currentPasswordRequired")),
  newPassword: newPasswordField,
});

export const accountDeletionSchema = z.object({
  password: z.string({ message: msg("passwordToConfirm") }).min(1, msg("passwordToConfirm")),
});
