import { useState } from "react";
import { useLocation } from "react-router";
import { currentRequestReference } from "~/utils/request-reference";

/** SPEC §2 top-level error screen. Both buttons are links, so they work before (or without) JavaScript. */
export function ErrorScreen({ unavailable }: { unavailable?: string } = {}) {
  const location = useLocation();
  const [reference] = useState(currentRequestReference);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>{unavailable ? "Temporarily unavailable" : "Something went wrong"}</title>
      <div className="card max-w-lg text-center">
        <h1 className="text-2xl font-bold text-slate-900">{unavailable ? "Temporarily unavailable" : "Something went wrong"}</h1>
        <p className="mt-3 text-slate-700">
          {unavailable ?? "We encountered an unexpected error. Please try refreshing the page or go back to the homepage."}
        </p>
        {reference ? (
          <p id="request-reference" data-id={reference} className="mt-3 text-sm text-slate-600">
            If you tell us about it, please quote this reference: <code className="break-all">{reference}</code>
          </p>
        ) : null}
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
