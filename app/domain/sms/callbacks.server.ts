import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getSiteSettings } from "~/domain/settings/site-settings.server";
import { db } from "~/platform/data/db.server";
import { notFound } from "~/platform/http/errors.server";
import { env } from "~/platform/ops/env.server";
import { log } from "~/platform/ops/log.server";
import { deliverSmsSoon, enqueueSms, withholdAllTo } from "./outbox.server";
import { normaliseSmsNumber } from "./phone";
import { smsEnabled } from "./provider.server";
import { smsOptOuts, smsOutbox } from "./schema";
import { stopWordLang } from "./stop-words";
import { renderSms } from "./templates";

/**
 * Africa's Talking's two callbacks (issue 38 §1): delivery reports and incoming messages. Their addresses carry a
 * secret (/api/sms/delivery/:secret, /api/sms/incoming/:secret) derived from SESSION_SECRET, so nobody who does not
 * have it can post one; the request log writes the segment as ":token" (platform/ops/secret-paths.ts, the
 * parameter's name). Even then a callback is trusted for nothing but the message it names: an unknown id, or a
 * number that is not that message's, changes nothing.
 */
const sign = (kind: string, secret: string) =>
  createHmac("sha256", secret).update(`sms-callback:${kind}`).digest("base64url").slice(0, 32);

/** The secret segment for staff to give Africa's Talking (a rotated SESSION_SECRET's older entries still work). */
export const callbackSecret = (kind: "delivery" | "incoming") => sign(kind, env.SESSION_SECRETS[0]!);

/** Answers 404 for a wrong secret, or when SMS is off: the address does not exist for anyone else. */
export function requireCallbackSecret(kind: "delivery" | "incoming", given: string | undefined) {
  const bytes = Buffer.from(given ?? "");
  const ok =
    smsEnabled() &&
    env.SESSION_SECRETS.some((secret) => {
      const expected = Buffer.from(sign(kind, secret));
      return expected.length === bytes.length && timingSafeEqual(expected, bytes);
    });
  if (!ok) throw notFound("Not found");
}

const text = (max: number) =>
  z.string({ message: "Missing field" }).trim().min(1, "Missing field").max(max, "Too long");
export const deliveryReportSchema = z.object({
  id: text(100),
  status: z.enum(["Sent", "Submitted", "Buffered", "Rejected", "Success", "Failed", "AbsentSubscriber", "Expired"], {
    message: "Unknown status",
  }),
  phoneNumber: text(40),
  failureReason: z.string().max(100).optional(),
});
export const incomingSchema = z.object({
  from: text(40),
  to: text(40),
  text: z.string().max(1000, "Too long").default(""),
  date: z.string().max(60).optional(),
  id: z.string().max(100).optional(),
});

/**
 * A delivery report: the text it names by Africa's Talking's id becomes delivered or failed, once (a final state
 * stays), and only when the number is that text's. Returns whether anything changed; an unknown id is a 404.
 */
export function recordDeliveryReport(report: z.output<typeof deliveryReportSchema>) {
  const row = db.select().from(smsOutbox).where(eq(smsOutbox.providerId, report.id)).get();
  const number = normaliseSmsNumber(report.phoneNumber);
  if (!row || !number || number !== row.toNumber) throw notFound("No such message");
  const final =
    report.status === "Success"
      ? "delivered"
      : ["Rejected", "Failed", "AbsentSubscriber", "Expired"].includes(report.status)
        ? "failed"
        : null;
  if (!final) return false;
  const changed = db
    .update(smsOutbox)
    .set({
      status: final,
      doneAt: new Date(),
      lastError:
        final === "failed" ? `${report.status}${report.failureReason ? `: ${report.failureReason}` : ""}` : null,
    })
    .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, "sent")))
    .run().changes;
  return changed > 0;
}

/**
 * An incoming text. STOP, HAGARIKA or ARRÊT ends every text to that number: it is recorded once, whatever is queued
 * for it is withheld, and one confirmation goes back in the word's language. Anything else is ignored (nobody reads
 * replies; the site says so nowhere, and keeps nothing of them).
 */
export function recordIncoming(message: z.output<typeof incomingSchema>): "stopped" | "already" | "ignored" {
  const lang = stopWordLang(message.text);
  const number = normaliseSmsNumber(message.from);
  if (!lang || !number) return "ignored";
  const outcome = db.transaction((tx) => {
    const inserted = tx
      .insert(smsOptOuts)
      .values({ toNumber: number, word: message.text.trim().slice(0, 20), lang })
      .onConflictDoNothing()
      .run().changes;
    withholdAllTo(tx, number, "the number replied STOP");
    if (!inserted) return "already" as const;
    const org = getSiteSettings().identity.shortName || getSiteSettings().identity.name;
    enqueueSms(tx, {
      to: number,
      kind: "stop-confirm",
      message: renderSms(lang, { kind: "stop-confirm", org }),
      consentId: null,
    });
    return "stopped" as const;
  });
  if (outcome === "stopped") {
    log.info({ lang }, "a number opted out of SMS");
    deliverSmsSoon();
  }
  return outcome;
}

/** Staff honouring an opt-out by hand (a person who phoned, wrote): the same as their STOP, without the reply text. */
export function optOutByStaff(number: string) {
  return db.transaction((tx) => {
    const inserted = tx
      .insert(smsOptOuts)
      .values({ toNumber: number, word: "staff", lang: "en" })
      .onConflictDoNothing()
      .run().changes;
    withholdAllTo(tx, number, "opted out through staff");
    return inserted > 0;
  });
}

export const pendingTo = (number: string) =>
  db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.toNumber, number), inArray(smsOutbox.status, ["queued"])))
    .all().length;
