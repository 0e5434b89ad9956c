import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";

/** Shared by the account pages and /api/auth (SPEC §5: beyond the checklist, "the server decides"). */
export const CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;
export const MAX_NAME_LENGTH = 100;

export const PASSWORD_TOO_LONG = `Password is too long: at most ${MAX_PASSWORD_BYTES} bytes (fewer characters if you use accents or emoji)`;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const RESET_INVALID_LINK = "This password reset link is invalid or has expired";
export const RESET_DONE = "Password reset successfully, redirecting to login page...";

// bcrypt ignores every byte after the 72nd; TextEncoder counts UTF-8 bytes in the browser and in Node.
const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const emailField = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/**
 * The language a person's e-mails are written in (issue 17): the page's, or an optional `lang` in an API body. An
 * unknown value is ignored rather than refused: it only chooses the words of an e-mail.
 */
export const langField = z.enum(LANGUAGES).optional().catch(undefined);

/** A new password: the checklist's minimum length is the one rule enforced; the rest is guidance. */
export const newPasswordField = z
  .string({ message: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine((p) => byteLength(p) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG);

export const signupSchema = z.object({
  name: z
    .string({ message: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(MAX_NAME_LENGTH, `Name is too long (${MAX_NAME_LENGTH} characters at most)`),
  email: emailField,
  password: newPasswordField,
  lang: langField,
});

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .refine((p) => byteLength(p) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG),
});

export const verifyEmailSchema = z.object({
  code: z
    .string({ message: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});

export const forgotPasswordSchema = z.object({ email: emailField, lang: langField });

/** The API sends only `password` (SPEC §7); the page also sends the confirmation, checked here too. */
export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export type SignupInput = z.output<typeof signupSchema>;
export type LoginInput = z.output<typeof loginSchema>;
