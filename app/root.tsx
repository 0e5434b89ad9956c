import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// A plain file, not a bundle: Vite copies it to /assets under a content hash (served immutable) and gives its URL.
import enhanceScript from "./enhance/public-enhance.js?url";
import { ErrorScreen } from "./components/error-screen";
import { Toaster } from "./components/toaster";
import { organisationText } from "./content/organisation";
import { SITE_DEFAULTS } from "./domain/settings/site-defaults";
import { getCurrentUser, sessionMiddleware } from "./server/web/current-user.server";
import { sameOriginMiddleware } from "./platform/http/same-origin-middleware.server";
import { privateCacheMiddleware } from "./platform/http/private-cache.server";
import { guestPageMiddleware } from "./platform/cache/guest-page.server";
import { securityMiddleware } from "./platform/http/security-headers.server";
import { storageFailureMiddleware } from "./platform/http/storage-failure.server";
import { isStaticPage } from "./utils/static-page";
import { rootLoaderData } from "./ui/root-data.server";
import { hasQuickExit, pageInLanguage } from "./utils/page-handle";
import { LANGUAGES, isLocalizedPath, langOfPath } from "./i18n/languages";
import { loadCatalogue, t } from "./i18n/catalogue";

// Order matters: the session is known before the private-cache and same-origin rules run, and the same-origin
// rule refuses a cross-site write before any loader, action or body read; storage failures are turned into the
// 503 screen innermost. The guest page rule sees the final status (a 503 is never stored).
export const middleware: Route.MiddlewareFunction[] = [
  securityMiddleware,
  sessionMiddleware,
  privateCacheMiddleware,
  guestPageMiddleware,
  sameOriginMiddleware,
  storageFailureMiddleware,
];

// A browser holds only the catalogues of the languages it has shown (i18n/catalogue.ts): a navigation into another
// one (a sign-in from /rw/login that lands on the English /admin) fetches it before the new page renders. API and
// resource requests (fetchers) are no page: they load nothing.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) return next();
    try {
      await loadCatalogue(langOfPath(pathname));
    } catch (error) {
      // The chunk could not be fetched (a connection that dropped for a moment): the browser loads the page
      // instead, which the server renders in any language.
      if (request.method !== "GET") throw error;
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    }
    return next();
  },
];

export const loader = ({ request, context }: Route.LoaderArgs) => rootLoaderData(request, getCurrentUser(context));

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The public reading pages carry no framework script: the enhancement module instead (docs/decisions/020).
  const matches = useMatches();
  const staticPage = isStaticPage(matches);
  // A sensitive page (its route's handle says so): the public layout shows the quick exit; its space is reserved here.
  const quickExit = hasQuickExit(matches);
  const { pathname } = useLocation();
  return (
    <html lang={langOfPath(pathname)} className={quickExit ? "quick-exit-page" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6352" />
        <Meta />
        <Links />
        <LanguageAlternates />
        {/* A module script is deferred (it never blocks the first paint) and skipped by browsers too old to run it. */}
        {staticPage ? <script type="module" src={enhanceScript} /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        {staticPage ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The same page in every language, and x-default (the English page) for anyone else (issue 17). Absolute URLs, as
 * search engines require; only for pages that exist in all three languages. The same targets as the language
 * switcher (pageInLanguage): a post's translation where there is one (issue 23).
 */
function LanguageAlternates() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const origin = useRouteLoaderData<typeof loader>("root")?.origin;
  if (!origin || !isLocalizedPath(pathname)) return null;
  const href = (lang: (typeof LANGUAGES)[number]) => origin + pageInLanguage(matches, pathname, search, lang);
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Toaster flash={loaderData.toast} />
      <Outlet />
    </>
  );
}

// The organisation's name as staff set it; the built-in one only when the root loader itself failed.
export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  { title: (loaderData?.settings ?? SITE_DEFAULTS).identity.name },
  { name: "description", content: organisationText(langOfPath(location.pathname)).description },
];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const tryLater = t(langOfPath(useLocation().pathname)).common.errorScreen.tryLater;
  // The server logs it with the request id (entry.server handleError); the browser's console gets it here.
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) console.error(error);
  // Storage full or failing (storage-failure.server): a 503 that says to try again later, not "went wrong".
  if (isRouteErrorResponse(error) && error.status === 503) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return <ErrorScreen unavailable={typeof message === "string" ? message : tryLater} />;
  }
  return <ErrorScreen />;
}
