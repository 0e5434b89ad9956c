import { createHmac } from "node:crypto";
import { env } from "~/platform/ops/env.server";

/**
 * A client address as a rate-limit key (issue 26): an HMAC with the session secret and today's date (UTC), so the
 * table holds no address, a copy of it cannot be matched with a list of addresses, and yesterday's keys mean
 * nothing today. The rows themselves are dropped when their window ends (deleteStaleRateLimits).
 */
export function clientKey(ip: string, purpose: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHmac("sha256", env.SESSION_SECRETS[0]!).update(`${purpose}:${day}:${ip}`).digest("hex").slice(0, 32);
}
