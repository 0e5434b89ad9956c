import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/domain/audit/audit.server";
import { requireAccess } from "~/domain/auth/access.server";
import type { User } from "~/domain/people/schema";
import { isLang, type Lang } from "~/i18n/languages";
import { msg } from "~/i18n/message";
import { db } from "~/platform/data/db.server";
import { isPlausibleId } from "~/platform/data/ids.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { afterConfirm, confirmInTx } from "./confirm.server";
import { confirmSchema, MAX_GIFT_RWF, readRate, reasonSchema, rwfAt } from "./gift-schema";
import { toldGiftRow, validateToldGift } from "./gift-pledge.server";
import { donations, type Donation } from "./schema";

/**
 * Staff actions on money (issue 25 §5), for donations:record: confirm or decline a pledge, void a confirmed gift, enter
 * a gift received. Each runs in one transaction with its audit entry, which never holds a phone number or an e-mail.
 */
const requireRecorder = (actor: User | null) => requireAccess(actor, "donations:record", msg("forbidden"));

function requireGift(id: string | undefined): Donation {
  const gift = isPlausibleId(id) ? db.select().from(donations).where(eq(donations.id, id!)).get() : undefined;
  if (!gift) throw new HttpError(404, "Gift not found");
  return gift;
}

const rwf = (n: number) => `${new Intl.NumberFormat("en-US").format(n)} RWF`;
/** An amount in its own currency, and the RWF it counted for when converted ("100 EUR = 152,345 RWF"). */
export const money = (gift: Donation) =>
  gift.currency === "RWF" || gift.source === "momo"
    ? rwf(gift.amount)
    : `${new Intl.NumberFormat("en-US").format(gift.amount)} ${gift.currency}${gift.amountRwf ? ` = ${rwf(gift.amountRwf)}` : ""}`;
const auditOf = (gift: Donation, extra: Record<string, unknown> = {}) => ({
  amount: gift.amount,
  currency: gift.currency,
  ...(gift.exchangeRate ? { rate: gift.exchangeRate, amountRwf: gift.amountRwf } : {}),
  method: gift.method,
  campaignId: gift.campaignId,
  receiptNumber: gift.receiptNumber,
  ...extra,
});

/**
 * Issue 33: what a gift counts for. A gift told in another currency needs the rate staff read on the statement (RWF
 * per unit); a gift in RWF takes none (a rate sent for it is a mistake, refused rather than ignored).
 */
function exchangeOf(gift: Donation, input: unknown) {
  const { rate } = validate(confirmSchema, input ?? {});
  if (gift.currency === "RWF") {
    if (rate === undefined) return null;
    const message = "This gift is in RWF: it takes no rate";
    throw new HttpError(400, message, { rate: message });
  }
  const parsed = readRate(rate);
  if (typeof parsed === "string") throw new HttpError(400, `${gift.currency} gift: ${parsed}`, { rate: parsed });
  const amountRwf = rwfAt(gift.amount, parsed);
  if (amountRwf < 1 || amountRwf > MAX_COUNTED_RWF) {
    const message = `At ${parsed.text} RWF per ${gift.currency} this gift would count for ${rwf(amountRwf)}: check the rate`;
    throw new HttpError(400, message, { rate: message });
  }
  return { rate: parsed.text, amountRwf };
}
const MAX_COUNTED_RWF = 10 * MAX_GIFT_RWF;

/** Confirms a pledge (with its rate when it is in another currency). A MoMo gift is MTN's to decide. */
export function confirmGift(actor: User | null, id: string | undefined, input: unknown = {}) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  if (gift.method === "momo") throw new HttpError(409, "A MoMo payment is confirmed by MTN, not by hand");
  if (gift.status !== "pending") throw new HttpError(409, `This gift is already ${gift.status}`);
  const exchange = exchangeOf(gift, input);
  const result = db.transaction((tx) => {
    const done = confirmInTx(tx, gift.id, { by: user.id, exchange });
    if (!done) throw new HttpError(409, "This gift is no longer pending");
    recordAudit(tx, {
      actor: user,
      action: "donation.confirmed",
      targetType: "donation",
      targetId: gift.id,
      summary: `${money(done.gift)} gift (${done.receiptNumber})`,
      details: auditOf(done.gift),
    });
    return done;
  });
  afterConfirm(result);
  return result.gift;
}

export function declineGift(actor: User | null, id: string | undefined, input: unknown) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  const { reason } = validate(reasonSchema, input);
  if (gift.method === "momo") throw new HttpError(409, "A MoMo payment is decided by MTN, not by hand");
  if (gift.status !== "pending") throw new HttpError(409, `This gift is already ${gift.status}`);
  const now = new Date();
  return db.transaction((tx) => {
    const updated = tx
      .update(donations)
      .set({ status: "declined", staffReason: reason, decidedBy: user.id, decidedAt: now, updatedAt: now })
      .where(and(eq(donations.id, gift.id), eq(donations.status, "pending")))
      .returning()
      .get();
    if (!updated) throw new HttpError(409, "This gift is no longer pending");
    recordAudit(tx, {
      actor: user,
      action: "donation.declined",
      targetType: "donation",
      targetId: gift.id,
      summary: `${money(gift)} pledge`,
      details: auditOf(gift, { reason }),
    });
    return updated;
  });
}

/** Voids a confirmed gift: it stops counting, its receipt says VOID and its number is never given again. */
export function voidGift(actor: User | null, id: string | undefined, input: unknown) {
  const user = requireRecorder(actor);
  const gift = requireGift(id);
  const { reason } = validate(reasonSchema, input);
  if (gift.status !== "confirmed") throw new HttpError(409, "Only a confirmed gift can be voided");
  const now = new Date();
  const updated = db.transaction((tx) => {
    const row = tx
      .update(donations)
      .set({ status: "void", staffReason: reason, decidedBy: user.id, decidedAt: now, updatedAt: now })
      .where(and(eq(donations.id, gift.id), eq(donations.status, "confirmed")))
      .returning()
      .get();
    if (!row) throw new HttpError(409, "Only a confirmed gift can be voided");
    recordAudit(tx, {
      actor: user,
      action: "donation.voided",
      targetType: "donation",
      targetId: gift.id,
      summary: `${money(gift)} gift (${gift.receiptNumber})`,
      details: auditOf(gift, { reason }),
    });
    return row;
  });
  invalidateGuestPages();
  return updated;
}

/** A gift received in cash or by transfer, entered by staff: confirmed at once, so it gets its receipt. */
export function enterGift(actor: User | null, input: unknown) {
  const user = requireRecorder(actor);
  const gift = validateToldGift(input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const lang: Lang = isLang(raw.lang) ? raw.lang : "en";
  const result = db.transaction((tx) => {
    const row = tx
      .insert(donations)
      .values(toldGiftRow(gift, "staff", lang))
      .returning()
      .get();
    const done = confirmInTx(tx, row.id, { by: user.id })!;
    recordAudit(tx, {
      actor: user,
      action: "donation.entered",
      targetType: "donation",
      targetId: row.id,
      summary: `${rwf(row.amount)} ${row.method} gift (${done.receiptNumber})`,
      details: auditOf(done.gift),
    });
    return done;
  });
  afterConfirm(result);
  return result.gift;
}
