import { useLocation } from "react-router";

/** SPEC §2 top-level error screen. Both buttons are links, so they work before (or without) JavaScript. */
export function ErrorScreen() {
  const location = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>Something went wrong</title>
      <div className="card max-w-lg text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-700">
          We encountered an unexpected error. Please try refreshing the page or go back to the homepage.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a className="btn-primary" href={location.pathname + location.search}>
            Refresh Page
          </a>
          <a className="btn-outline" href="/">
            Go to Homepage
          </a>
        </div>
      </div>
    </main>
  );
}
