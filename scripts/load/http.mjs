// @ts-check
// One HTTP call of a virtual client: timed, recorded in the stats, never throwing. Each client sends its own
// X-Forwarded-For address: the server runs with TRUST_PROXY=true (as behind a reverse proxy), so the per-IP
// rate limits see 100 different visitors instead of one address sending everything.
import { performance } from "node:perf_hooks";

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** A distinct private address for every number (identities and clients alike). */
export const addressOf = (/** @type {number} */ n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Returns {status, ok, json, timedOut}; status 0 means no answer (refused, reset, timed out). `ok` is 2xx, or
 * 2xx/3xx for GET pages. The body is always read, so the timing covers the whole answer.
 * @param {Pick<import("./types").Ctx, "base" | "config" | "stats" | "onServerError">} ctx
 * @param {string} kind
 * @param {string} path
 * @param {import("./types").CallOptions} [options]
 * @returns {Promise<import("./types").CallResult>}
 */
export async function call(ctx, kind, path, { method = "GET", body, token, ip } = {}) {
  /** @type {Record<string, string>} */
  const headers = { "user-agent": USER_AGENT };
  if (ip) headers["x-forwarded-for"] = ip;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  try {
    const res = await fetch(ctx.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(ctx.config.timeoutMs),
    });
    const text = await res.text();
    ctx.stats.record(kind, res.status, started, performance.now());
    let json = null;
    if ((res.headers.get("content-type") ?? "").includes("json")) {
      try {
        json = JSON.parse(text);
      } catch {}
    }
    const ok = res.status >= 200 && res.status < (method === "GET" ? 400 : 300);
    if (res.status >= 500) ctx.onServerError?.(kind, path, res.status, text.slice(0, 200));
    return { status: res.status, ok, json };
  } catch (error) {
    ctx.stats.record(kind, 0, started, performance.now());
    return { status: 0, ok: false, json: null, timedOut: error instanceof Error && error.name === "TimeoutError" };
  }
}
