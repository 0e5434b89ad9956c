import { randomBytes } from "node:crypto";
import { userInviteSchema } from "~/schemas/users";
import { issueResetLink } from "../auth/password-reset.server";
import { hashPassword } from "../auth/passwords.server";
import { validate } from "../platform/api.server";
import { recordAudit } from "../platform/audit.server";
import { db } from "../platform/db.server";
import { HttpError } from "../platform/errors.server";
import { sendMailInBackground, welcomeMail } from "../platform/mail.server";
import { users, type User } from "../platform/schema";
import { isAdmin, requireUserManager } from "./user-permissions.server";
import { findUserByEmail } from "./users.server";

export const INVITE_DAYS = 7;

/**
 * Add User (docs/decisions/012): an admin creates the account; nobody ever knows its password. The person gets an
 * e-mail with a one-time link to choose one, which also verifies the address.
 */
export async function inviteUser(actor: User | null, input: unknown) {
  requireUserManager(actor);
  if (!isAdmin(actor)) throw new HttpError(403, "Only an admin can add users");
  const values = validate(userInviteSchema, input);
  if (findUserByEmail(values.email)) throw new HttpError(409, "An account with this email already exists", { email: "An account with this email already exists" });
  // A random secret nobody sees: the account is unusable until its owner sets a password.
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const user = db.transaction((tx) => {
    const created = tx.insert(users).values({ ...values, passwordHash, isVerified: false }).returning().get();
    recordAudit(tx, { actor: actor!, action: "user.created", targetType: "user", targetId: created.id, summary: `${created.name} <${created.email}>`, details: { role: created.role } });
    return created;
  });
  sendInvitation(user, actor!.name);
  return user;
}

/** The invitation mail with a fresh one-time link (voiding earlier ones); also re-sent when an admin corrects the address. */
export function sendInvitation(user: Pick<User, "id" | "email" | "name">, invitedBy: string) {
  sendMailInBackground(welcomeMail(user.email, user.name, invitedBy, issueResetLink(user.id, INVITE_DAYS * 24 * 60), INVITE_DAYS));
}
