import { privateScope } from "~/platform/http/rate-limit.server";

/**
 * A client address as a rate-limit key (issue 26): the keyed digest of the address and today's date (UTC), so the
 * table holds no address, a copy of it cannot be matched with a list of addresses, and yesterday's keys mean
 * nothing today. The rows themselves are dropped when their window ends (deleteStaleRateLimits).
 */
export function clientKey(ip: string, purpose: string, now = new Date()): string {
  return privateScope(purpose, `${now.toISOString().slice(0, 10)}:${ip}`);
}
