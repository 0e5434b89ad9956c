import { validate } from "../platform/api.server";
import { db } from "../platform/db.server";
import { HttpError } from "../platform/errors.server";
import { contactMessages, type User } from "../platform/schema";
import { contactMessageSchema } from "~/schemas/contact";

export const LOGIN_TO_SEND = "Please login to send a message";

/** SPEC §5: sending requires a signed-in user; the input is validated here for page and API alike. */
export function sendContactMessage(user: User | null, input: unknown) {
  if (!user) throw new HttpError(401, LOGIN_TO_SEND);
  const values = validate(contactMessageSchema, input);
  return db
    .insert(contactMessages)
    .values({ ...values, userId: user.id })
    .returning()
    .get();
}
