import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Headers on everything, static files included. The app sets its own per-request nonce CSP on the pages it
 * renders (it replaces this one, see appSetHeaders); static files get a strict one.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: "same-site" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 31536000 } : false,
      xFrameOptions: { action: "deny" },
    }) as RequestHandler,
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
      next();
    },
  ];
}

// The app sets these itself on what it renders (with the request's CSP nonce); the response handler appends
// headers, so the static-file versions are dropped rather than two policies sent.
const APP_SET = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

/** After the static files, before the app: what the app sets on its own answers. */
export const appSetHeaders: RequestHandler = (_req, res, next) => {
  for (const name of APP_SET) res.removeHeader(name);
  next();
};
