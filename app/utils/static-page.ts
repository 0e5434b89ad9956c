/**
 * The public reading pages are server-rendered HTML and CSS only: no framework client, no hydration, and one
 * small enhancement module instead (docs/decisions/020). A route says so with `export const handle = STATIC_PAGE`;
 * the root layout then leaves out <Scripts/> and <ScrollRestoration/>, and entry.server gives the page a CSP
 * without a per-request nonce (nothing inline to allow), so its headers can be cached and replayed.
 */
export const STATIC_PAGE = { hydrate: false } as const;

type WithHandle = { handle?: unknown } | undefined | null;

/** True when a matched route asks for no client (one page is static if any of its routes is). */
export function isStaticPage(matches: readonly WithHandle[]): boolean {
  return matches.some((m) => (m?.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}
