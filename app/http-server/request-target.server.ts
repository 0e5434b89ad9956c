// What is refused before the app sees a request, from its first line and Host header alone
// (tests/e2e/http-edge-cases.spec.ts).
import type { RequestHandler } from "express";
import { refuse } from "./early-answers.server";

const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

// The decoded text is returned and compared, not thrown away: the bundler takes decodeURIComponent for a pure
// function and drops a call whose result is unused, and with it the URIError this check is for.
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
const decodable = (pathname: string) => pathname.split("/").every((segment) => decoded(segment) !== null);

/**
 * `GET http://host/about HTTP/1.1` is legal HTTP/1.1: serve it as `GET /about`. A path whose percent-encoding
 * cannot be decoded is no address of ours: 400 here, before the router prints it whole in a warning (the log must
 * not get the secret a link's path may carry).
 */
export const requestTarget: RequestHandler = (req, res, next) => {
  try {
    if (!req.url.startsWith("/")) {
      const url = new URL(req.url);
      req.url = req.originalUrl = url.pathname + url.search;
    }
    if (decodable(req.url.split("?")[0]!)) return next();
  } catch {
    // not a URL at all
  }
  return refuse(req, res, 400, "Bad request target");
};

// Every URL the app builds starts from the Host header: one that is not a valid authority (a port past 65535, an
// unclosed IPv6 bracket, a space or a percent sign, a path) or none at all is the client's mistake, a 400 for
// every route, not a 500 from deep inside the request handler.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{0,5}))?$/i;
function validHost(host: string | undefined) {
  const match = host ? HOST.exec(host) : null;
  if (!match || Number(match[1] || 0) > 65535) return false;
  return URL.canParse(`http://${host}/`);
}
export const hostHeader: RequestHandler = (req, res, next) =>
  validHost(req.headers.host) ? next() : refuse(req, res, 400, "Bad Host header");

/** TRACE, TRACK and CONNECT are refused (405); a method the app has no use for is not implemented (501). */
export const methods: RequestHandler = (req, res, next) => {
  if (req.method === "TRACE" || req.method === "TRACK" || req.method === "CONNECT") {
    return refuse(req, res, 405, "Method not allowed", { Allow: ALLOWED });
  }
  if (!ALLOWED.split(", ").includes(req.method)) return refuse(req, res, 501, "Not implemented");
  next();
};
