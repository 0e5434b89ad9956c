import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { isJobScheduled, runNow, type Job } from "~/platform/jobs/jobs.server";
import { capReached } from "./cap.server";
import { tellAdminsCapReached } from "./cap-alert.server";
import { e164 } from "./phone";
import { smsEnabled, smsProvider } from "./provider.server";
import { smsOptOuts, smsOutbox, type OutboxSms } from "./schema";
import { countSegments } from "./segments";
import type { SmsKind } from "./templates";

/**
 * The SMS outbox (issue 38 §2), on the mail outbox's pattern (platform/mail/outbox.server.ts): a text is a row
 * written in the same transaction as what causes it, sent by the "sms" job, retried with backoff (5 s, 10 s, …
 * at most 10 minutes apart) on a 5xx, a timeout or the network, and given up after a day. Unlike mail it is never
 * sent twice: a row becomes "sending" (committed) before the provider is called, and a row still "sending" when the
 * server starts again becomes "unknown" — it may have left, so it is shown to staff and not sent again.
 * Final states come from the provider's answer (sent, failed) and then its delivery report (delivered, failed).
 */
export const SMS_POLL_MS = 5_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
const GIVE_UP_MS = 24 * 3600_000;
const BATCH = 20;
/** Texts that still go out once the month's cap is reached. */
const ALWAYS: ReadonlySet<string> = new Set<SmsKind>(["receipt", "stop-confirm"]);

export const smsRetryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export const isOptedOut = (to: string, reader: Pick<Tx, "select"> = db) =>
  Boolean(reader.select({ n: smsOptOuts.toNumber }).from(smsOptOuts).where(eq(smsOptOuts.toNumber, to)).get());

export type EnqueueSms = {
  to: string;
  kind: SmsKind;
  message: string;
  /** The consent that allows it (recordConsent); only a STOP's confirmation goes without. */
  consentId: string | null;
  /** A code or a link that stops working: not sent after this. */
  expiresAt?: Date;
  /** Takes back texts of the same kind to the same number not sent yet (a new code replaces the old). */
  replaces?: boolean;
};

/**
 * Queues one text in the caller's transaction; call `deliverSmsSoon()` once it commits. Nothing is queued (null)
 * when SMS is off or the number opted out, whatever form asks.
 */
export function enqueueSms(tx: Pick<Tx, "insert" | "update" | "select">, sms: EnqueueSms): string | null {
  if (!smsEnabled()) return null;
  if (sms.kind !== "stop-confirm" && (!sms.consentId || isOptedOut(sms.to, tx))) return null;
  if (sms.replaces)
    tx.update(smsOutbox)
      .set({ status: "expired", message: "", lastError: "replaced by a newer text", doneAt: new Date() })
      .where(and(eq(smsOutbox.kind, sms.kind), eq(smsOutbox.toNumber, sms.to), eq(smsOutbox.status, "queued")))
      .run();
  return tx
    .insert(smsOutbox)
    .values({
      kind: sms.kind,
      toNumber: sms.to,
      message: sms.message,
      segments: countSegments(sms.message).segments,
      consentId: sms.consentId,
      expiresAt: sms.expiresAt ?? null,
    })
    .returning({ id: smsOutbox.id })
    .get().id;
}

/** A number that said STOP: every text to it not sent yet is withheld, its words cleared. */
export function withholdAllTo(tx: Pick<Tx, "update">, to: string, why: string) {
  return tx
    .update(smsOutbox)
    .set({ status: "withheld", message: "", lastError: why, doneAt: new Date() })
    .where(and(eq(smsOutbox.toNumber, to), eq(smsOutbox.status, "queued"), sql`${smsOutbox.kind} != 'stop-confirm'`))
    .run().changes;
}

let wanted = false;
let localRun: Promise<unknown> | null = null;

/** Wakes the job; where none runs (unit tests, JOBS=off) the passes run here, one at a time. */
export function deliverSmsSoon() {
  wanted = true;
  if (isJobScheduled(smsJob.name)) void runNow(smsJob.name);
  else
    localRun ??= drainSms()
      .catch((error) => log.error({ error: errorInfo(error) }, "sms delivery failed"))
      .finally(() => (localRun = null));
}
/** For tests: waits for a local run started by deliverSmsSoon. */
export const smsIdle = async () => {
  while (localRun) await localRun;
};

async function drainSms(signal?: AbortSignal) {
  const total: Record<string, number> = {};
  do {
    wanted = false;
    for (const [key, n] of Object.entries(await deliverDueSms(signal))) total[key] = (total[key] ?? 0) + n;
  } while (wanted && !signal?.aborted);
  return total;
}

/**
 * At start: a text still "sending" was cut off while the provider was being asked. It may have left, so it is
 * marked "unknown" (shown to staff, its words cleared) rather than sent a second time.
 */
export function reconcileSending() {
  return db
    .update(smsOutbox)
    .set({
      status: "unknown",
      message: "",
      doneAt: new Date(),
      lastError: "the server stopped while sending: it may have left, so it is not sent again",
    })
    .where(eq(smsOutbox.status, "sending"))
    .run().changes;
}

function settleOverdue(now: number) {
  const expired = db
    .update(smsOutbox)
    .set({ status: "expired", message: "", doneAt: new Date(now) })
    .where(and(eq(smsOutbox.status, "queued"), isNotNull(smsOutbox.expiresAt), lte(smsOutbox.expiresAt, new Date(now))))
    .run().changes;
  const failed = db
    .update(smsOutbox)
    .set({
      status: "failed",
      message: "",
      doneAt: new Date(now),
      lastError: sql`coalesce(${smsOutbox.lastError}, 'not sent in time')`,
    })
    .where(and(eq(smsOutbox.status, "queued"), lte(smsOutbox.createdAt, new Date(now - GIVE_UP_MS))))
    .run().changes;
  return { expired, failed };
}

/** Takes the next due text: it becomes "sending", committed before the provider is asked. */
function claimNext(now: number): OutboxSms | undefined {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, "queued"), lte(smsOutbox.nextAttemptAt, new Date(now))))
    .orderBy(asc(smsOutbox.nextAttemptAt))
    .limit(1)
    .get();
  if (!due) return undefined;
  return db
    .update(smsOutbox)
    .set({ status: "sending", attempts: sql`${smsOutbox.attempts} + 1` })
    .where(and(eq(smsOutbox.id, due.id), eq(smsOutbox.status, "queued")))
    .returning()
    .get();
}

const finish = (id: string, values: Partial<OutboxSms>) =>
  db
    .update(smsOutbox)
    .set(values)
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, "sending")))
    .run();

/** One pass: settles what is overdue, then sends due texts until none is left or the provider is unreachable. */
export async function deliverDueSms(signal?: AbortSignal) {
  const counts = { sent: 0, retrying: 0, withheld: 0, ...settleOverdue(Date.now()) };
  if (!smsEnabled()) return counts;
  const provider = smsProvider();
  for (let i = 0; i < BATCH && !signal?.aborted; i++) {
    const row = claimNext(Date.now());
    if (!row) break;
    // Checked again at sending time: a STOP or the cap may have come after the text was queued.
    const optedOut = row.kind !== "stop-confirm" && isOptedOut(row.toNumber);
    const capped = !optedOut && !ALWAYS.has(row.kind) && capReached();
    if (optedOut || capped) {
      finish(row.id, {
        status: "withheld",
        message: "",
        doneAt: new Date(),
        lastError: optedOut ? "the number replied STOP" : "the month's SMS spending cap was reached",
      });
      if (capped) tellAdminsCapReached();
      counts.withheld++;
      continue;
    }
    const result = await provider.send(e164(row.toNumber), row.message, signal);
    const now = Date.now();
    if (result.outcome === "accepted") {
      finish(row.id, {
        status: "sent",
        message: "",
        providerId: result.providerId,
        costAmount: result.costAmount,
        costCurrency: result.costCurrency,
        sentAt: new Date(now),
        lastError: null,
      });
      counts.sent++;
      continue;
    }
    const gaveUp = result.outcome === "rejected" || now - row.createdAt.getTime() >= GIVE_UP_MS;
    finish(
      row.id,
      gaveUp
        ? { status: "failed", message: "", doneAt: new Date(now), lastError: result.reason }
        : { status: "queued", lastError: result.reason, nextAttemptAt: new Date(now + smsRetryDelayMs(row.attempts)) },
    );
    // The kind and the reason only: never the number, the words or the key.
    log.warn(
      { smsId: row.id, kind: row.kind, attempts: row.attempts, failed: gaveUp, error: result.reason },
      "sms not sent",
    );
    if (gaveUp) counts.failed++;
    else counts.retrying++;
    if (!gaveUp) break;
  }
  return counts;
}

export const smsJob: Job = {
  name: "sms",
  everyMs: SMS_POLL_MS,
  async run(signal) {
    if (!smsEnabled()) return;
    wanted = true;
    const counts = await drainSms(signal);
    const parts = Object.entries(counts).filter(([, n]) => n > 0);
    return parts.length ? `sms: ${parts.map(([k, n]) => `${n} ${k}`).join(", ")}` : undefined;
  },
};

/** For the admin list: which statuses are final. */
export const FINAL_STATUSES = ["delivered", "failed", "unknown", "expired", "withheld"] as const;
export const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);
export const pendingStatuses = inArray(smsOutbox.status, ["queued", "sending"]);
