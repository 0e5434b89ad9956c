import { count, desc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { msg } from "~/i18n/message";
import { recordAudit } from "~/domain/audit/audit.server";
import { maskPhone } from "~/domain/giving/mask-phone";
import type { User } from "~/domain/people/schema";
import { siteDates } from "~/domain/settings/site-settings.server";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { env } from "~/platform/ops/env.server";
import {
  capReached,
  monthStart,
  saveSmsSettings,
  SMS_CURRENCY,
  smsSettings,
  smsSettingsSchema,
  spentThisMonth,
} from "./cap.server";
import { callbackSecret, optOutByStaff } from "./callbacks.server";
import { normaliseSmsNumber } from "./phone";
import { smsEnabled } from "./provider.server";
import { smsOptOuts, smsOutbox } from "./schema";

/**
 * /admin/sms (issue 38 §2, §3, §6), beside /admin/mail: what was texted and what it cost (each text, each month),
 * the numbers that said STOP, the month's cap, and the two callback addresses to give Africa's Talking. Numbers are
 * shown masked; the words of a text are gone once it left.
 */
export const SMS_LIST_LIMIT = 100;
const BASE = "/admin/sms";

// The provider reports costs with decimals: two are shown, on staff's English screen.
const COST_FORMAT = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });
const money = (n: number) => `${COST_FORMAT.format(n)} ${SMS_CURRENCY}`;

export function smsScreen() {
  if (!smsEnabled()) throw new HttpError(404, "SMS is not set up on this site");
  const date = siteDates();
  const texts = db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(SMS_LIST_LIMIT).all();
  const since = new Date(monthStart().getTime() - 365 * 24 * 3600_000);
  const month = sql<string>`strftime('%Y-%m', (${smsOutbox.sentAt} + 7200000) / 1000, 'unixepoch')`;
  const months = db
    .select({
      month,
      n: count(),
      cost: sql<number>`coalesce(sum(${smsOutbox.costAmount}), 0)`,
      currency: smsOutbox.costCurrency,
    })
    .from(smsOutbox)
    .where(gte(smsOutbox.sentAt, since))
    .groupBy(month, smsOutbox.costCurrency)
    .orderBy(desc(month))
    .all();
  const optOuts = db.select().from(smsOptOuts).orderBy(desc(smsOptOuts.createdAt)).limit(SMS_LIST_LIMIT).all();
  const base = env.APP_URL.replace(/\/+$/, "");
  return {
    texts: texts.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: maskPhone(m.toNumber),
      status: m.status,
      segments: m.segments,
      attempts: m.attempts,
      cost: m.costAmount === null ? "" : `${m.costAmount} ${m.costCurrency ?? ""}`.trim(),
      lastError: m.lastError,
      at: date(m.createdAt, "withTime"),
    })),
    months: months.map((r) => ({
      month: r.month,
      n: r.n,
      cost: `${Number(r.cost.toFixed(2))} ${r.currency ?? ""}`.trim(),
    })),
    optOuts: optOuts.map((o) => ({ to: maskPhone(o.toNumber), word: o.word, at: date(o.createdAt, "withTime") })),
    cap: smsSettings().monthlyCap,
    spent: money(spentThisMonth()),
    capReached: capReached(),
    callbacks: {
      delivery: `${base}/api/sms/delivery/${callbackSecret("delivery")}`,
      incoming: `${base}/api/sms/incoming/${callbackSecret("incoming")}`,
    },
  };
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("cap"), monthlyCap: z.string().max(20).optional() }),
    z.object({
      intent: z.literal("opt-out"),
      number: z
        .string()
        .max(40)
        .transform((v, ctx) => {
          const n = normaliseSmsNumber(v);
          if (!n) ctx.addIssue({ code: "custom", message: "Enter a Rwandan mobile number, such as 078 123 4567" });
          return n ?? "";
        }),
    }),
  ],
  { message: msg("unknownAction") },
);

export async function smsAction(request: Request, actor: User) {
  if (!smsEnabled()) throw new HttpError(404, "SMS is not set up on this site");
  try {
    const input = validate(actionSchema, await readForm(request));
    if (input.intent === "cap") {
      const parsed = smsSettingsSchema.safeParse({ monthlyCap: input.monthlyCap });
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid cap");
      const saved = saveSmsSettings(parsed.data, actor.id);
      recordAudit(db, {
        actor,
        action: "settings.updated",
        targetType: "settings",
        summary: "sms",
        details: { monthlyCap: saved.monthlyCap },
      });
      return redirectWithSuccess(
        BASE,
        saved.monthlyCap === null ? "No monthly cap." : `Monthly cap: ${money(saved.monthlyCap)}.`,
      );
    }
    const added = optOutByStaff(input.number);
    // The number is never in the audit log: only that staff recorded an opt-out.
    recordAudit(db, { actor, action: "sms.opted_out", targetType: "mail", summary: "a number opted out of SMS" });
    return redirectWithSuccess(
      BASE,
      added ? "That number will get no more texts." : "That number had already opted out.",
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirectWithError(BASE, error.message);
  }
}

export const optOutCount = () => db.select({ n: count() }).from(smsOptOuts).get()!.n;
export const textsTo = (number: string) =>
  db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.toNumber, number)).get()!.n;
