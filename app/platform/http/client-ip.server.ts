import { env } from "~/platform/ops/env.server";
import { requestStore } from "./request-store.server";

export function clientIp(request: Request): string {
  if (env.TRUST_PROXY) {
    const forwarded = request.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // The last hop was added by our own proxy; anything before it is client-controlled.
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return requestStore()?.remoteAddress ?? "unknown";
}
