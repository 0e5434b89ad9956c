/** Express's request as the React Router adapter reads it, for the guest cache's two paths (guest and signed in). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestSignals } from "~/platform/http/origin.server";

/**
 * The parts of Express's req/res used here, structurally (a platform room imports no server code; the server's
 * Express types are app/http-server/express.d.ts, whose Request and Response fit these).
 */
export type Req = IncomingMessage & {
  originalUrl: string;
  protocol: string;
  hostname: string;
  get(name: string): string | undefined;
  app?: { enabled(setting: string): boolean };
};
export type Res = ServerResponse & { locals: Record<string, unknown> };
export type Next = (error?: unknown) => void;

export function requestUrl(req: Req, path = req.originalUrl) {
  // As @react-router/express builds it: the Host header's port, the app's idea of the protocol and host name.
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwarded ?? req.get("host")?.split(":")[1] ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${path}`;
}

/**
 * Express's request read in place, as RequestSignals: what runs for every guest hit (the first-view question, the
 * view counts) reads a header or two, and a fetch Request built for it costs more than the hit itself. One per
 * request, its URL made only when first asked for. Header names are the callers' own constants, never a client's.
 */
const signalsOfRequest = new WeakMap<Req, RequestSignals & { method: string }>();
export function expressSignals(req: Req): RequestSignals & { method: string } {
  const known = signalsOfRequest.get(req);
  if (known) return known;
  let url: string | undefined;
  const signals = {
    method: req.method ?? "GET",
    get url() {
      return (url ??= requestUrl(req));
    },
    headers: {
      get: (name: string) => {
        const value = req.headers[name.toLowerCase()];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      },
    },
  };
  signalsOfRequest.set(req, signals);
  return signals;
}

export function headersOf(req: Req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
