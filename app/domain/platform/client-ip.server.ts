import type { AsyncLocalStorage } from "node:async_hooks";
import { env } from "./env.server";

/**
 * The app sees a Fetch Request with no socket address. A middleware of scripts/serve.mjs keeps the socket's
 * address in an AsyncLocalStorage for the duration of each request; read it here.
 */
type SocketStore = AsyncLocalStorage<{ remoteAddress?: string }>;
const store = (globalThis as Record<symbol, unknown>)[Symbol.for("app.requestSocket")] as SocketStore | undefined;

export function clientIp(request: Request): string {
  if (env.TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    // The last hop was added by our own proxy; anything before it is client-controlled.
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return store?.getStore()?.remoteAddress ?? "unknown";
}
