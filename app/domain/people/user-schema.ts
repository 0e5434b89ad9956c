import { z } from "zod";
import { ROLES } from "~/domain/people/permissions";
import { emailField, MAX_NAME_LENGTH } from "~/domain/auth/auth-schema";
import { msg } from "~/i18n/message";

export const USERS_PAGE_SIZE = 20;
/** A bulk change is bounded: a page of users at most, so one request cannot rewrite the whole table. */
export const MAX_BULK_USERS = 100;

const roleField = z.enum(ROLES, { message: "Role must be user, author, editor or admin" });
const nameField = z
  .string({ message: msg("nameRequired") })
  .trim()
  .min(1, msg("nameRequired"))
  .max(MAX_NAME_LENGTH, msg("nameTooLong", { max: MAX_NAME_LENGTH }));

/** SPEC §5 user edit: name and email required, email valid; role one of four. Shared by the dialog and PUT /api/users/:id. */
export const userUpdateSchema = z.object({ name: nameField, email: emailField, role: roleField });
export const userChangesSchema = userUpdateSchema.partial();
export type UserChanges = z.output<typeof userChangesSchema>;

/** Add User (beyond the spec): the person sets their own password from an e-mailed link. */
export const userInviteSchema = z.object({ name: nameField, email: emailField, role: roleField.default("user") });

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const intParam = (max: number, fallback: number, what: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce
      .number({ message: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .min(1, `${what} must be at least 1`)
      .max(max, `${what} must be at most ${max}`)
      .default(fallback),
  );

export const userListQuerySchema = z.object({
  q: optionalParam(z.string().trim().max(200, "Search is too long (200 characters at most)")),
  role: optionalParam(roleField),
  page: intParam(10_000, 1, "page"),
  limit: intParam(100, USERS_PAGE_SIZE, "limit"),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

const booleanish = (v: unknown) => (v === "true" ? true : v === "false" ? false : v);

export const bulkUpdateSchema = z.object({
  userIds: z
    .array(z.string().min(1).max(64), { message: "userIds must be a list of user ids" })
    .min(1, "Select at least one user")
    .max(MAX_BULK_USERS, `At most ${MAX_BULK_USERS} users at once`),
  updates: z
    .strictObject(
      {
        role: roleField.optional(),
        isVerified: z.preprocess(booleanish, z.boolean({ message: "isVerified must be true or false" }).optional()),
      },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? "Only role and isVerified can be changed in bulk"
            : "updates must be an object",
      },
    )
    .refine((u) => u.role !== undefined || u.isVerified !== undefined, "Choose a role or a verified state to apply"),
});
export type BulkUpdate = z.output<typeof bulkUpdateSchema>;
