/**
 * Secrets in addresses (issue 23): what a log may say about a request's URL.
 *
 * The route table is the source. A route whose path has a parameter named like a credential (`:token`, `:secret`,
 * `:code`, …) carries a secret in that segment, so every such path, in every language (each language's copy is its
 * own route) and for every route added later, is known from the server build's routes. A URL is matched the way
 * the router matches it (any case, percent-decoded segments, repeated or trailing slashes, React Router's `.data`
 * form) and also when more segments follow, and the secret segment becomes `:token` (the parameter's name). Query
 * values named like a credential become `[redacted]`, and a query value that is itself an address on the site
 * (React Router's `/__manifest?paths=…`, a `redirectTo`) is masked by the same rule.
 *
 * Issue 33: donors' contacts stay out too. On the admin area and the API every query value is dropped (staff search
 * by phone and e-mail there), and anywhere a path segment, query name or value, or an address in free text that
 * looks like a phone number or an e-mail address is masked (contacts.ts, the one rule).
 *
 * Plain TypeScript importing only contacts.ts: the server's chain (app/http-server/app.server.ts) hands it the build's
 * routes and its request log masks with it; the app's error logs use the same functions.
 */
import { maskContacts, maskContactsInPart, maskContactsInValue } from "./contacts";

/** Route parameter names that mark a secret segment (`:token`, `:resetToken`, `:secret`, `:apiKey`, …). */
export const SECRET_PARAM = /token|secret|code|key|^sig$|signature|password|otp/i;
/** Query parameter names whose values are never logged. */
export const SECRET_QUERY = /^(token|code|password|secret|key|sig|signature|email|otp)$/i;

export type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };
type Segment = { kind: "literal"; text: string } | { kind: "param"; name: string; secret: boolean } | { kind: "splat" };
export type SecretPattern = { path: string; segments: Segment[] };

const parseSegment = (s: string): Segment =>
  s === "*"
    ? { kind: "splat" }
    : s.startsWith(":")
      ? { kind: "param", name: s.slice(1), secret: SECRET_PARAM.test(s.slice(1)) }
      : { kind: "literal", text: s.toLowerCase() };

/** Every path with an optional segment (`:lang?`, `docs?`) written out with and without it. */
function expandOptional(parts: string[]): string[][] {
  if (parts.length === 0) return [[]];
  const [first, ...rest] = parts as [string, ...string[]];
  const tails = expandOptional(rest);
  if (!first.endsWith("?")) return tails.map((t) => [first, ...t]);
  return [...tails.map((t) => [first.slice(0, -1), ...t]), ...tails];
}

/** The full path of each route (its ancestors' paths joined) that has a secret parameter. */
export function secretRoutePatterns(routes: RouteEntry[]): SecretPattern[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = new Map<string, SecretPattern>();
  for (const route of routes) {
    const parts = fullPath(route).split("/").filter(Boolean);
    for (const variant of expandOptional(parts)) {
      const segments = variant.map(parseSegment);
      if (!segments.some((s) => s.kind === "param" && s.secret)) continue;
      const path = `/${variant.join("/")}`;
      patterns.set(path, { path, segments });
    }
  }
  return [...patterns.values()];
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The parts of any URL form: absolute (`http://host/a/b`) or origin-form, with or without query and fragment. */
function splitUrl(url: string) {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(origin.length);
  const hash = rest.indexOf("#");
  const noHash = hash === -1 ? rest : rest.slice(0, hash);
  const q = noHash.indexOf("?");
  return { origin, path: q === -1 ? noHash : noHash.slice(0, q), query: q === -1 ? "" : noHash.slice(q + 1) };
}

/** The path as the router reads it: the WHATWG URL parser resolves `.`/`..` (and their encodings) and `\`. */
function routerPath(path: string) {
  try {
    return new URL(`http://x${path.startsWith("/") ? "" : "/"}${path}`).pathname;
  } catch {
    return path;
  }
}

/** The path with each secret segment of a matching route replaced by `:name` (a `.data` suffix is kept). */
function maskPath(path: string, patterns: SecretPattern[]): string {
  const raw = routerPath(path).split("/");
  const at = raw.flatMap((s, i) => (s ? [i] : [])); // the non-empty segments, as the router sees them
  const names = at.map((i) => decode(raw[i]!).toLowerCase());
  let suffix = "";
  const last = names.length - 1;
  if (last >= 0 && names[last]!.endsWith(".data")) {
    if (names[last] === "_.data" || (last === 0 && names[last] === "_root.data")) {
      names.pop();
      at.pop();
    } else {
      names[last] = names[last]!.slice(0, -".data".length);
      suffix = ".data";
    }
  }
  const masked = new Map<number, string>();
  for (const { segments } of patterns) {
    if (segments.length > names.length && segments.at(-1)?.kind !== "splat") continue;
    const matches = segments.every(
      (seg, i) =>
        seg.kind === "splat" || (i < names.length && (seg.kind === "param" ? names[i] !== "" : names[i] === seg.text)),
    );
    if (!matches) continue;
    segments.forEach((seg, i) => {
      if (seg.kind === "param" && seg.secret) masked.set(i, `:${seg.name}`);
    });
  }
  if (masked.size === 0) return path; // as it came: nothing secret in it
  for (const [i, name] of masked) raw[at[i]!] = name + (i === names.length - 1 ? suffix : "");
  return raw.join("/");
}

/** A query value that names addresses on the site (comma-separated, as React Router's manifest request has them). */
const maskAddresses = (value: string, patterns: SecretPattern[]) =>
  value
    .split(",")
    .map((part) => (/^(\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(part.trim()) ? maskUrl(part, patterns) : part))
    .join(",");

/** The admin area and the API, however the router would be asked for them (any case, encoded, `.data`). */
function isPrivateArea(path: string) {
  const first = routerPath(path).split("/").find(Boolean) ?? "";
  return /^(admin|api)$/.test(
    decode(first)
      .toLowerCase()
      .replace(/\.data$/, ""),
  );
}

function maskUrl(url: string, patterns: SecretPattern[]): string {
  const { origin, path, query } = splitUrl(url);
  const maskedPath =
    maskContactsInValue(origin) +
    maskPath(path, patterns)
      .split("/")
      .map((segment) => maskContactsInPart(segment))
      .join("/");
  if (!query) return maskedPath;
  const entries = [...new URLSearchParams(query)];
  const dropAll = isPrivateArea(path);
  const safe = entries.map(
    ([name, value]) =>
      [
        maskContactsInValue(name),
        dropAll || SECRET_QUERY.test(name) ? "[redacted]" : maskContactsInValue(maskAddresses(value, patterns)),
      ] as [string, string],
  );
  const changed = safe.some(([name, value], i) => name !== entries[i]![0] || value !== entries[i]![1]);
  return `${maskedPath}?${changed ? new URLSearchParams(safe).toString() : query}`;
}

/** The function logs use for a URL, built from the route table. */
export function urlMasker(routes: RouteEntry[]) {
  const patterns = secretRoutePatterns(routes);
  return (url: string) => maskUrl(url, patterns);
}

// Until the route table is known a path is cut after its first segment. Free text is left alone then: the server hands
// the table over before it listens (app/http-server/app.server.ts), so an error logged earlier (at startup) cannot
// quote a request's URL, and its file paths stay readable.
let masks = {
  url: (url: string) => `${splitUrl(url).path.split("/").slice(0, 2).join("/")}/[not logged]`,
  text: maskContacts,
};
let learned = false;

/** Called with the build's routes when the server's chain is made (app/http-server/app.server.ts); logs use them. */
export function learnSecretRoutes(routes: RouteEntry[]) {
  const url = urlMasker(routes);
  masks = {
    url,
    text: (text) =>
      maskContacts(text.replace(/(?:[a-z][a-z0-9+.-]*:\/\/[^\s/'"`<>]+)?\/[^\s'"`<>]*/gi, (found) => url(found))),
  };
  learned = true;
}
export const knowsSecretRoutes = () => learned;

/** A URL as it may be logged. */
export const loggableUrl = (url: string) => masks.url(url);

/** Free text (an error's message or stack) with every address in it masked by the same rule. */
export const loggableText = (text: string) => masks.text(text);
