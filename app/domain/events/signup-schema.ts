import { z } from "zod";
import { t } from "~/i18n/catalogue";
import type { Lang } from "~/i18n/languages";
import { normaliseSmsNumber } from "~/domain/sms/phone";

/**
 * A sign-up as a visitor sends it (issue 37), one schema for the event page's form and the API, its messages in
 * the page's language. `website` is the honeypot (people leave it empty; the route drops the request otherwise).
 * How many people may come is judged against the event's own limit by the domain.
 * Issue 38: `channel` "sms" signs up with a Rwandan mobile number (`smsTo`, normalised to 250…) and its own ticked
 * box (`smsConsent`) instead of an e-mail; whether SMS is set up at all is the domain's check.
 */
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

const ticked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

export function signupSchema(lang: Lang) {
  const s = t(lang).events;
  const m = t(lang).sms;
  return z
    .object({
      dateId: z.string({ message: s.dateMissing }).min(1, s.dateMissing).max(64, s.dateMissing),
      shiftId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
      name: z.preprocess(
        trimmed,
        z.string({ message: s.nameRequired }).min(1, s.nameRequired).max(100, s.nameRequired),
      ),
      channel: z.preprocess((v) => (v === "sms" ? "sms" : "email"), z.enum(["email", "sms"])),
      email: z.preprocess((v) => trimmed(v ?? ""), z.string({ message: s.emailInvalid }).max(254, s.emailInvalid)),
      smsTo: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(40, m.numberInvalid)),
      smsConsent: z.preprocess(ticked, z.boolean()),
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
      consent: z.preprocess(ticked, z.literal(true, { message: s.consentRequired })),
    })
    .superRefine((v, ctx) => {
      if (v.channel === "email") {
        if (!z.email().safeParse(v.email).success)
          ctx.addIssue({ code: "custom", path: ["email"], message: s.emailInvalid });
        return;
      }
      if (!normaliseSmsNumber(v.smsTo)) ctx.addIssue({ code: "custom", path: ["smsTo"], message: m.numberInvalid });
      if (!v.smsConsent) ctx.addIssue({ code: "custom", path: ["smsConsent"], message: m.consentRequired });
    })
    .transform((v) =>
      v.channel === "sms" ? { ...v, email: "", smsTo: normaliseSmsNumber(v.smsTo)! } : { ...v, smsTo: "" },
    );
}
export type SignupInput = z.output<ReturnType<typeof signupSchema>>;
