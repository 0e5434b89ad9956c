import { z } from "zod";

/**
 * The one shape of a check-in write (issue 37, item 8), read from the page's forms and from
 * `POST /api/events/:id/check-in` alike. Each write says what should be true ("checked in" / "not checked in"),
 * never "toggle", so a tap sent twice (a retry after the connection came back) means the same as once.
 */
const ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "This is not a sign-up or date of ours.");
// The page's forms send text; the API sends true/false.
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const MAX_WALK_IN_PEOPLE = 50;

export const checkInInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("set"), signupId: ID, checkedIn: flag }),
  z.object({
    action: z.literal("code"),
    dateId: ID,
    code: z.string({ error: "Type the ticket code." }).trim().min(1, "Type the ticket code.").max(200),
  }),
  z.object({
    action: z.literal("walk-in"),
    dateId: ID,
    name: z.string({ error: "Write the name." }).trim().min(1, "Write the name.").max(120, "The name is too long."),
    people: z.coerce
      .number({ error: "Say how many people." })
      .int("Say how many people, a whole number.")
      .min(1, "At least one person.")
      .max(MAX_WALK_IN_PEOPLE, `At most ${MAX_WALK_IN_PEOPLE} people at once.`),
    /** Made by the screen once per walk-in form: the same key sent again adds nobody. */
    clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and add the walk-in again."),
  }),
]);
export type CheckInInput = z.input<typeof checkInInput>;
