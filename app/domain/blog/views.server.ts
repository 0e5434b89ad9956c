import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { boundedMemo } from "~/utils/bounded-memo";
import { clientIp } from "~/platform/http/client-ip.server";
import type { RequestSignals } from "~/platform/http/origin.server";
import { sqlite } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import type { Viewer } from "./posts-query.server";
import type { User } from "~/domain/people/schema";

const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A request as the counts read it: a fetch Request, or Express's read in place on a guest-cache hit. */
export type ViewRequest = RequestSignals & { method: string };

// isbot's one long pattern, once per browser rather than once per view: a guest hit counts its view, and the
// pattern costs more than the hit.
const isBotAgent = boundedMemo(isbot);

/** Not a reader: HEAD checks, crawlers and link-preview bots (isbot), browser prefetches, and staff previewing. */
export function isCountableView(request: ViewRequest, viewer: Viewer) {
  if (request.method !== "GET") return false;
  const agent = request.headers.get("user-agent") ?? "";
  if (agent.trim() === "" || isBotAgent(agent)) return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !viewer.staff;
}

/**
 * Who the visitor is, for one day: the account when signed in, else a salted hash of address and browser.
 * The day is part of the hash, so the stored values cannot follow anyone from one day to the next.
 */
export function visitorKey(request: ViewRequest, user: User | null, day = today()) {
  if (user) return `u:${user.id}`;
  const raw = [env.SESSION_SECRETS[0], day, clientIp(request), request.headers.get("user-agent") ?? ""].join("\n");
  return `a:${createHash("sha256").update(raw).digest("base64url").slice(0, 32)}`;
}

const statements = () => ({
  seen: sqlite.prepare<[string, string, string]>(
    "insert or ignore into post_views (post_id, visitor_hash, day) values (?, ?, ?)",
  ),
  bump: sqlite.prepare<[string]>("update posts set views = views + 1 where id = ?"),
  prune: sqlite.prepare<[string]>("delete from post_views where day < ?"),
});
let prepared: ReturnType<typeof statements> | undefined;
const s = () => (prepared ??= statements());
let lastPrune = 0;

// The views this process has written today: a reader's next look at the same post (a cache hit, most often) is
// answered from memory instead of a write that would change nothing. Holds what post_views holds, no more;
// forgotten when the day turns or when it grows past a bound (the table still says who was seen).
let written = { day: "", keys: new Set<string>() };

/** Counts one view per visitor, post and day; returns whether this one counted. */
export function recordView(postId: string, visitor: string, now = new Date()): boolean {
  const day = today(now);
  if (written.day !== day || written.keys.size >= 100_000) written = { day, keys: new Set() };
  const key = `${postId}\t${visitor}`;
  if (written.keys.has(key)) return false;
  const counted = sqlite.transaction(() => {
    if (s().seen.run(postId, visitor, day).changes === 0) return false;
    s().bump.run(postId);
    return true;
  })();
  written.keys.add(key);
  // Only today's rows matter; drop older ones now and then so the table stays small.
  if (now.getTime() - lastPrune > 60 * 60 * 1000) {
    lastPrune = now.getTime();
    s().prune.run(today(new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  }
  return counted;
}

/**
 * The detail page's view counting, in one call. Counting is the only write of a read: when it fails (disk or
 * database full, storage failing) the reader still gets the post; the view is skipped and logged.
 */
export function countView(request: ViewRequest, user: User | null, viewer: Viewer, postId: string) {
  if (!isCountableView(request, viewer)) return false;
  try {
    return recordView(postId, visitorKey(request, user));
  } catch (error) {
    log.warn({ postId, error: errorInfo(error) }, "post view not recorded");
    return false;
  }
}
