import { randomBytes } from "node:crypto";
import { z } from "zod";
import { langField } from "~/domain/auth/auth-schema";
import { userInviteSchema } from "~/domain/people/user-schema";
import { issueResetLinkInTx } from "~/domain/auth/password-reset.server";
import { hashPassword } from "~/domain/auth/passwords.server";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db, type Tx } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/mail.server";
import { welcomeMail } from "~/domain/auth/account-mails.server";
import { users, type User } from "./schema";
import { hasAccess } from "~/domain/auth/access.server";
import { requireUserManager } from "./user-permissions.server";
import { findUserByEmail } from "./users.server";
import { msg } from "~/i18n/message";

export const INVITE_DAYS = 7;

/**
 * Add User (docs/decisions/012): an admin creates the account; nobody ever knows its password. The person gets an
 * e-mail with a one-time link to choose one, which also verifies the address.
 */
export async function inviteUser(actor: User | null, input: unknown) {
  requireUserManager(actor);
  if (!hasAccess(actor, "users:manage")) throw new HttpError(403, "Only an admin can add users");
  const values = validate(userInviteSchema, input);
  // The language the admin chose for the invitation (issue 17), English by default; it becomes the account's.
  const { lang = "en" } = validate(z.object({ lang: langField }), input ?? {});
  if (findUserByEmail(values.email)) throw new HttpError(409, msg("emailTaken"), { email: msg("emailTaken") });
  // A random secret nobody sees: the account is unusable until its owner sets a password.
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  // The account, its audit entry, the invitation link and the mail carrying it: one transaction.
  const user = db.transaction((tx) => {
    const created = tx
      .insert(users)
      .values({ ...values, lang, passwordHash, isVerified: false })
      .returning()
      .get();
    recordAudit(tx, {
      actor: actor!,
      action: "user.created",
      targetType: "user",
      targetId: created.id,
      summary: `${created.name} <${created.email}>`,
      details: { role: created.role },
    });
    queueInvitationInTx(tx, created, actor!.name);
    return created;
  });
  deliverMailSoon();
  return user;
}

/**
 * The invitation: a fresh one-time link (voiding earlier ones) and the mail carrying it, in the caller's
 * transaction. Also used when an admin corrects a pending invitee's address.
 */
export function queueInvitationInTx(tx: Tx, user: Pick<User, "id" | "email" | "name" | "lang">, invitedBy: string) {
  const { link, expiresAt } = issueResetLinkInTx(tx, user.id, INVITE_DAYS * 24 * 60, user.lang);
  enqueueMail(tx, welcomeMail(user.email, user.name, invitedBy, link, INVITE_DAYS, user.lang), {
    kind: "invitation",
    expiresAt,
    replaces: true,
  });
}
