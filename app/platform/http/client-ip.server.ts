import { env } from "~/platform/ops/env.server";
import type { RequestSignals } from "./origin.server";
import { requestStore } from "./request-store.server";

export function clientIp(request: Pick<RequestSignals, "headers">): string {
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
