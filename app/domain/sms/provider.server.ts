import { env } from "~/platform/ops/env.server";

/**
 * The one small interface every SMS provider fits (issue 38 §1): send one text to one number, and say what became
 * of it. Africa's Talking is the only one; a Kigali provider (Pindo) would be a second `SmsProvider` chosen by its
 * own variables, nothing else changing.
 */
export type SendResult =
  /** Taken by the provider: its id (what delivery reports name) and what it cost. */
  | { outcome: "accepted"; providerId: string; costAmount: number | null; costCurrency: string | null }
  /** Refused for good (an invalid number, a blacklisted one): not retried. */
  | { outcome: "rejected"; reason: string }
  /** Not taken this time (5xx, a timeout, the network, no balance): retried later. */
  | { outcome: "retry"; reason: string };

export interface SmsProvider {
  readonly name: string;
  send(to: string, message: string, signal?: AbortSignal): Promise<SendResult>;
}

/** SMS is on when the provider's variables are set; without them nothing about SMS shows. */
export const smsEnabled = () => Boolean(env.AFRICASTALKING_USERNAME && env.AFRICASTALKING_API_KEY);

// Africa's Talking's per-recipient status codes (https://developers.africastalking.com/docs/sms/sending/bulk).
const ACCEPTED = new Set([100, 101, 102]); // Processed, Sent, Queued
const RETRY = new Set([405, 500, 501, 502]); // InsufficientBalance, InternalServerError, GatewayError, RejectedByGateway

/** "RWF 20.0000" → 20 and RWF; anything else → nulls. */
export function readCost(cost: unknown): { costAmount: number | null; costCurrency: string | null } {
  const match = typeof cost === "string" ? /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec(cost.trim()) : null;
  return match ? { costAmount: Number(match[2]), costCurrency: match[1]! } : { costAmount: null, costCurrency: null };
}

type Recipient = { statusCode?: unknown; status?: unknown; messageId?: unknown; cost?: unknown };

/** Africa's Talking: POST {API_URL}/version1/messaging, form-encoded, the key in the apiKey header. */
export function africasTalking(): SmsProvider {
  const base = env.AFRICASTALKING_API_URL.replace(/\/+$/, "");
  return {
    name: "africastalking",
    async send(to, message, signal) {
      const form = new URLSearchParams({ username: env.AFRICASTALKING_USERNAME!, to, message });
      if (env.AFRICASTALKING_SENDER_ID) form.set("from", env.AFRICASTALKING_SENDER_ID);
      const timeout = AbortSignal.timeout(env.SMS_TIMEOUT_SECONDS * 1000);
      let response: Response;
      try {
        response = await fetch(`${base}/version1/messaging`, {
          method: "POST",
          headers: {
            apiKey: env.AFRICASTALKING_API_KEY!,
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : "";
        return { outcome: "retry", reason: name === "TimeoutError" ? "timeout" : "network error" };
      }
      if (response.status >= 500) return { outcome: "retry", reason: `HTTP ${response.status}` };
      if (response.status === 401 || response.status === 403)
        return { outcome: "retry", reason: `HTTP ${response.status}: check the username and API key` };
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { outcome: "retry", reason: `HTTP ${response.status}, unreadable answer` };
      }
      const recipients = (body as { SMSMessageData?: { Recipients?: Recipient[] } })?.SMSMessageData?.Recipients;
      const first = Array.isArray(recipients) ? recipients[0] : undefined;
      if (!first) return { outcome: "rejected", reason: `HTTP ${response.status}, no recipient in the answer` };
      const code = Number(first.statusCode);
      const status = typeof first.status === "string" ? first.status.slice(0, 60) : String(code);
      if (ACCEPTED.has(code) && typeof first.messageId === "string" && first.messageId)
        return { outcome: "accepted", providerId: first.messageId.slice(0, 100), ...readCost(first.cost) };
      if (RETRY.has(code)) return { outcome: "retry", reason: `${code} ${status}` };
      return { outcome: "rejected", reason: `${code} ${status}` };
    },
  };
}

let current: SmsProvider | null = null;
/** The provider in use; tests may put their own (they do not: they run a fake Africa's Talking over HTTP). */
export const smsProvider = (): SmsProvider => (current ??= africasTalking());
