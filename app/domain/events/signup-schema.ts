import { z } from "zod";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";

/**
 * A sign-up as a visitor sends it (issue 37), one schema for the event page's form and the API, its messages in
 * the page's language. `website` is the honeypot (people leave it empty; the route drops the request otherwise).
 * How many people may come is judged against the event's own limit by the domain.
 */
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export function signupSchema(lang: Lang) {
  const s = t(lang).events;
  return z.object({
    dateId: z.string({ message: s.dateMissing }).min(1, s.dateMissing).max(64, s.dateMissing),
    shiftId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
    name: z.preprocess(trimmed, z.string({ message: s.nameRequired }).min(1, s.nameRequired).max(100, s.nameRequired)),
    email: z.preprocess(
      trimmed,
      z
        .string({ message: s.emailInvalid })
        .max(254, s.emailInvalid)
        .pipe(z.email({ message: s.emailInvalid })),
    ),
    phone: z.preprocess(
      (v) => (v === undefined || v === null ? "" : typeof v === "string" ? v.replace(/[\s()-]/g, "") : v),
      z.string({ message: s.phoneInvalid }).regex(/^(\+?\d{6,15})?$/, s.phoneInvalid),
    ),
    people: z.preprocess(
      (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ message: s.peopleInvalid(50) })
        .int(s.peopleInvalid(50))
        .min(1, s.peopleInvalid(50))
        .max(50, s.peopleInvalid(50)),
    ),
    consent: z.preprocess(
      (v) => v === true || v === "on" || v === "true" || v === "1",
      z.literal(true, { message: s.consentRequired }),
    ),
  });
}
export type SignupInput = z.output<ReturnType<typeof signupSchema>>;
