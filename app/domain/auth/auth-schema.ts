import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { msg } from "~/i18n/message";

/** Shared by the account pages and /api/auth (SPEC §5: beyond the checklist, "the server decides"). */
export const CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;
export const MAX_NAME_LENGTH = 100;

const passwordTooLong = msg("passwordTooLong", { max: MAX_PASSWORD_BYTES });

// bcrypt ignores every byte after the 72nd; TextEncoder counts UTF-8 bytes in the browser and in Node.
const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const emailField = z
  .string({ message: msg("emailRequired") })
  .trim()
  .toLowerCase()
  .min(1, msg("emailRequired"))
  .max(254, msg("emailTooLong"))
  .pipe(z.email(msg("emailInvalid")));

/**
 * The language a person's e-mails are written in (issue 17): the page's, or an optional `lang` in an API body. An
 * unknown value is ignored rather than refused: it only chooses the words of an e-mail.
 */
export const langField = z.enum(LANGUAGES).optional().catch(undefined);

/** A new password: the checklist's minimum length is the one rule enforced; the rest is guidance. */
export const newPasswordField = z
  .string({ message: msg("passwordRequired") })
  .min(MIN_PASSWORD_LENGTH, msg("passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
  .refine((p) => byteLength(p) <= MAX_PASSWORD_BYTES, passwordTooLong);

export const signupSchema = z.object({
  name: z
    .string({ message: msg("fullNameRequired") })
    .trim()
    .min(1, msg("fullNameRequired"))
    .max(MAX_NAME_LENGTH, msg("nameTooLong", { max: MAX_NAME_LENGTH })),
  email: emailField,
  password: newPasswordField,
  lang: langField,
});

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: msg("passwordRequired") })
    .min(1, msg("passwordRequired"))
    .refine((p) => byteLength(p) <= MAX_PASSWORD_BYTES, passwordTooLong),
});

export const verifyEmailSchema = z.object({
  code: z
    .string({ message: msg("codeFormat", { digits: CODE_LENGTH }) })
    .trim()
    .regex(/^\d{6}$/, msg("codeFormat", { digits: CODE_LENGTH })),
});

export const forgotPasswordSchema = z.object({ email: emailField, lang: langField });

/** The API sends only `password` (SPEC §7); the page also sends the confirmation, checked here too. */
export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: msg("passwordsDoNotMatch"),
    path: ["confirmPassword"],
  });

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
