import { randomBytes } from "node:crypto";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

export const nonceContext = createContext<string>("");
export const getNonce = (context: Readonly<RouterContextProvider> | undefined) =>
  context ? context.get(nonceContext) : "";

/**
 * Set by entry.server when the page rendered is a static one (app/utils/static-page.ts): it has no inline script,
 * so its policy allows scripts from 'self' only, with no nonce; the same headers are then right for every request.
 */
const staticPageContext = createContext<boolean>(false);
export const markStaticPage = (context: RouterContextProvider) => context.set(staticPageContext, true);

/** The one inline script a static page may carry, by its hash (the data saver's module loader, issue 27). */
const scriptHashContext = createContext<string | null>(null);
export const allowInlineScript = (context: RouterContextProvider, hash: string) => context.set(scriptHashContext, hash);

function contentSecurityPolicy(nonce: string | null, dev: boolean, hash: string | null) {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}${hash ? ` '${hash}'` : ""}${dev ? " 'unsafe-eval'" : ""}`,
    // Tailwind ships a stylesheet; style attributes (e.g. category colours) need 'unsafe-inline' for styles only.
    "style-src 'self' 'unsafe-inline'",
    // blob: is the post form's instant preview of a chosen photo (URL.createObjectURL). Only our own scripts
    // can mint a blob: URL, so this opens no path for injected markup; scripts stay nonce- or 'self'-only.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The map on /contact is embedded only after the visitor asks for it.
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Security headers on every response the app renders (static files are served before the app). */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const nonce = randomBytes(16).toString("base64");
  context.set(nonceContext, nonce);
  const response = await next();
  const headers = response.headers;
  const staticPage = context.get(staticPageContext);
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(
      staticPage ? null : nonce,
      process.env.NODE_ENV === "development",
      staticPage ? context.get(scriptHashContext) : null,
    ),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  // A page whose address holds a secret (issue 26: /ask/answer/<code>) sets "no-referrer" itself: keep the stricter one.
  if (headers.get("Referrer-Policy") !== "no-referrer")
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  headers.delete("X-Powered-By");
  return response;
};
