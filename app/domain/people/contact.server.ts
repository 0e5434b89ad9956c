import { validate } from "~/platform/http/api.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { assertAllowed, recordHit, RULES, type Check } from "~/platform/http/rate-limit.server";
import { contactMessages, type User } from "./schema";
import { contactMessageSchema } from "~/domain/people/contact-schema";
import { msg } from "~/i18n/message";

/**
 * SPEC §5: sending requires a signed-in user, with a verified e-mail (issue 14's decision); the input is validated here for page and API alike, and each
 * account and address sends at most a few an hour (429). Invalid input does not count.
 */
export function sendContactMessage(user: User | null, input: unknown, ip: string) {
  if (!user) throw new HttpError(401, msg("loginToSend"));
  // A reply goes to the account's address, so it must be a confirmed one (README "Who may like and write").
  if (!user.isVerified) throw new HttpError(403, msg("verifyToSend"));
  const checks: Check[] = [
    [RULES.contactUser, user.id],
    [RULES.contactIp, ip],
  ];
  try {
    assertAllowed(checks);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, msg("tooManyMessages"), undefined, error.headers);
    throw error;
  }
  const values = validate(contactMessageSchema, input);
  recordHit(checks);
  return db
    .insert(contactMessages)
    .values({ ...values, userId: user.id })
    .returning()
    .get();
}
