import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { isLang, type Lang } from "~/i18n/languages";
import { validate } from "~/platform/http/api.server";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { HttpError } from "~/platform/http/errors.server";
import { enqueueMail } from "~/platform/mail/outbox.server";
import { assertAllowed, recordHit, type Check, type Rule } from "~/platform/http/rate-limit.server";
import { mailOutbox } from "~/platform/mail/schema";
import { subscribers, type Subscriber } from "./schema";
import { type User } from "~/domain/people/schema";
import { confirmationMail } from "./newsletter-mail.server";
import { msg } from "~/i18n/message";

/**
 * Subscriptions (issue 17): double opt-in through the outbox. The confirmation link carries a secret of which only
 * the SHA-256 is stored, and expires; the unsubscribe token (in every newsletter) only ever unsubscribes. The answer
 * to a subscription is the same whether the address was new, pending or already subscribed, so the form cannot be
 * used to learn who reads us.
 */
export const CONFIRM_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

// Like the contact form's (rate-limit.server.ts): a person subscribes once or twice; a script trying many addresses
// from one place, or one address many times (mail bombing through our confirmations), is slowed down.
const MINUTE = 60_000;
const SUBSCRIBE_IP: Rule = { name: "newsletter:ip", max: 10, windowMs: 60 * MINUTE };
const SUBSCRIBE_ADDRESS: Rule = { name: "newsletter:address", max: 3, windowMs: 60 * MINUTE };

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
const newSecret = () => randomBytes(24).toString("base64url");

/**
 * A pending subscription's confirmation secret is derived (HMAC with the server's secret) from the row and the
 * link's expiry, and only its SHA-256 is stored: a copy of the database alone cannot make a link, yet the server
 * can mail the same link again. So subscribing again while a link waits (a second form, a mail that seemed lost)
 * sends a new e-mail with that same link, and the first e-mail keeps working until it expires (issue 23); only an
 * expired link, or one made before this rule or under a rotated server secret, is replaced by a new one.
 */
const confirmSecret = (subscriberId: string, expiresAt: Date) =>
  createHmac("sha256", env.SESSION_SECRETS[0]!)
    .update(`newsletter-confirm:${subscriberId}:${expiresAt.getTime()}`)
    .digest("base64url")
    .slice(0, 32);

export const subscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, msg("emailInvalid"))
    .max(254, msg("emailInvalid"))
    .pipe(z.email(msg("emailInvalid"))),
  lang: z.string().optional(),
});

const byEmail = (tx: Pick<typeof db, "select">, email: string) =>
  tx
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`)
    .get();

/** Void the newsletters still waiting in the outbox for an address that left: "unsubscribe" means now. */
function dropQueuedNewsletters(tx: Pick<typeof db, "update">, email: string) {
  tx.update(mailOutbox)
    .set({ status: "expired", text: "", html: "", lastError: "unsubscribed" })
    .where(
      and(
        eq(mailOutbox.kind, "newsletter"),
        eq(mailOutbox.toAddress, email.toLowerCase()),
        eq(mailOutbox.status, "queued"),
      ),
    )
    .run();
}

/**
 * A visitor's subscription: a pending row (or the existing one) and a confirmation e-mail, in one transaction.
 * An address already subscribed gets no e-mail and the same answer. Returns whether a mail was queued.
 */
export function subscribe(input: unknown, pageLang: Lang, ip: string, now = new Date()): boolean {
  const { email, lang: asked } = validate(subscribeSchema, input);
  const lang = isLang(asked) ? asked : pageLang;
  const checks: Check[] = [
    [SUBSCRIBE_IP, ip],
    [SUBSCRIBE_ADDRESS, email],
  ];
  try {
    assertAllowed(checks, now.getTime());
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new HttpError(429, msg("tooManySubscriptions"), undefined, error.headers);
    throw error;
  }
  recordHit(checks, now.getTime());
  return db.transaction((tx) => {
    const existing = byEmail(tx, email);
    if (existing?.status === "active") return false;
    const waiting =
      existing?.status === "pending" &&
      existing.confirmExpiresAt &&
      existing.confirmExpiresAt.getTime() > now.getTime();
    const stillValid =
      waiting && existing.confirmTokenHash === hashSecret(confirmSecret(existing.id, existing.confirmExpiresAt!));
    const expiresAt = stillValid ? existing.confirmExpiresAt! : new Date(now.getTime() + CONFIRM_DAYS * DAY);
    const row = existing
      ? tx.update(subscribers).set({ lang, status: "pending" }).where(eq(subscribers.id, existing.id)).returning().get()
      : tx
          .insert(subscribers)
          .values({ email, unsubscribeToken: newSecret(), createdAt: now, lang, status: "pending" })
          .returning()
          .get();
    const secret = confirmSecret(row.id, expiresAt);
    if (!stillValid)
      tx.update(subscribers)
        .set({ confirmTokenHash: hashSecret(secret), confirmExpiresAt: expiresAt })
        .where(eq(subscribers.id, row.id))
        .run();
    const daysLeft = Math.ceil((expiresAt.getTime() - now.getTime()) / DAY);
    const mail = confirmationMail(email, lang, secret, daysLeft);
    enqueueMail(tx, mail, { kind: "newsletter-confirm", expiresAt, replaces: true });
    return true;
  });
}

const plausibleSecret = (s: string | undefined): s is string => !!s && /^[A-Za-z0-9_-]{16,64}$/.test(s);

/** The pending subscription a confirmation link names, if it is still valid. */
export function pendingByConfirmSecret(secret: string | undefined, now = new Date()): Subscriber | undefined {
  if (!plausibleSecret(secret)) return undefined;
  const row = db
    .select()
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashSecret(secret)))
    .get();
  if (!row || row.status !== "pending" || !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now.getTime())
    return undefined;
  return row;
}

/** Confirms once: the secret is cleared with the same UPDATE, so a second press finds nothing. */
export function confirmSubscription(secret: string | undefined, now = new Date()): Subscriber | undefined {
  const row = pendingByConfirmSecret(secret, now);
  if (!row) return undefined;
  return db
    .update(subscribers)
    .set({ status: "active", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null })
    .where(and(eq(subscribers.id, row.id), eq(subscribers.status, "pending")))
    .returning()
    .get();
}

export const subscriberByToken = (token: string | undefined) =>
  plausibleSecret(token)
    ? db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token)).get()
    : undefined;

/** One-click (RFC 8058) or the page's button: idempotent, and an unknown token changes nothing. */
export function unsubscribeByToken(token: string | undefined, now = new Date()): Subscriber | undefined {
  const row = subscriberByToken(token);
  if (!row) return undefined;
  if (row.status === "unsubscribed") return row;
  return db.transaction((tx) => {
    dropQueuedNewsletters(tx, row.email);
    return tx
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(subscribers.id, row.id))
      .returning()
      .get();
  });
}

// ---- A signed-in person's own subscription (/account) ----

/**
 * The one rule for "this account's subscription" (issue 23): a subscription is tied to an address, so an account
 * holds it only once that address is proven. It is the account's when it was linked to it (links are made only by
 * a verified account, below) or when it carries the address of an account that is verified now. An account that
 * signed up with someone else's address and never verified it sees, changes and deletes nothing of theirs. Every
 * reader and writer of an account's subscription (the /account page, its forms, the data export, deletion and the
 * pruning of unverified accounts) goes through this condition.
 */
const ownedBy = (user: Pick<User, "id" | "email" | "isVerified">) =>
  user.isVerified
    ? sql`(${subscribers.userId} = ${user.id} or lower(${subscribers.email}) = ${user.email.toLowerCase()})`
    : eq(subscribers.userId, user.id);

export const subscriptionOf = (user: Pick<User, "id" | "email" | "isVerified">, tx: Pick<typeof db, "select"> = db) =>
  tx.select().from(subscribers).where(ownedBy(user)).limit(1).get();

export type AccountSubscription = {
  status: "active" | "pending" | "none";
  lang: Lang | null;
  email: string;
  canSubscribe: boolean;
};

export function accountSubscription(user: User, now = new Date()): AccountSubscription {
  const row = subscriptionOf(user);
  // A confirmation link still valid: the subscription waits for it (issue 23); an expired one is as good as none.
  const waiting = row?.status === "pending" && !!row.confirmExpiresAt && row.confirmExpiresAt.getTime() > now.getTime();
  const status = row?.status === "active" ? "active" : waiting ? "pending" : "none";
  return {
    status,
    lang: status === "none" ? null : row!.lang,
    email: status === "none" ? user.email : row!.email,
    canSubscribe: user.isVerified,
  };
}

/** Their verified address is already proven: no second opt-in. */
export function subscribeAccount(user: User, lang: Lang, now = new Date()) {
  if (!user.isVerified) throw new HttpError(403, msg("verifyToSubscribe"));
  db.transaction((tx) => {
    const row = subscriptionOf(user, tx);
    const active = {
      status: "active" as const,
      lang,
      userId: user.id,
      confirmedAt: now,
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    };
    if (row)
      tx.update(subscribers)
        .set(row.status === "active" ? { lang, userId: user.id } : active)
        .where(eq(subscribers.id, row.id))
        .run();
    else
      tx.insert(subscribers)
        .values({ email: user.email.toLowerCase(), unsubscribeToken: newSecret(), createdAt: now, ...active })
        .run();
  });
}

export function setAccountLanguage(user: User, lang: Lang) {
  const row = subscriptionOf(user);
  if (row) db.update(subscribers).set({ lang, userId: user.id }).where(eq(subscribers.id, row.id)).run();
}

export function unsubscribeAccount(user: User, now = new Date()) {
  const row = subscriptionOf(user);
  if (row?.unsubscribeToken) unsubscribeByToken(row.unsubscribeToken, now);
}

/** For the data export: what we hold about their subscription (never its tokens). */
export function subscriptionExport(user: Pick<User, "id" | "email" | "isVerified">) {
  const row = subscriptionOf(user);
  if (!row) return null;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    email: row.email,
    language: row.lang,
    status: row.status,
    subscribedAt: iso(row.createdAt),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/** Account deletion: their subscription goes with the account (inside the caller's transaction). */
export function removeSubscriptionInTx(tx: Tx, user: Pick<User, "id" | "email" | "isVerified">) {
  const rows = tx.select({ id: subscribers.id, email: subscribers.email }).from(subscribers).where(ownedBy(user)).all();
  for (const row of rows) dropQueuedNewsletters(tx, row.email);
  if (rows.length)
    tx.delete(subscribers)
      .where(
        inArray(
          subscribers.id,
          rows.map((r) => r.id),
        ),
      )
      .run();
}
