import { useState } from "react";
import { useLocation } from "react-router";
import { useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { currentRequestReference } from "~/utils/request-reference";

/** SPEC §2 top-level error screen, in the page's language. Both buttons are links, so they work before (or without) JavaScript. */
export function ErrorScreen({ unavailable }: { unavailable?: string } = {}) {
  const location = useLocation();
  const [reference] = useState(currentRequestReference);
  const t = useT().common.errorScreen;
  const lp = useLocalePath();
  // The 503's reason comes from the server in English (a §8 message): shown in the page's language.
  const message = useMessage();
  const title = unavailable ? t.unavailableTitle : t.title;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>{title}</title>
      <div className="card max-w-lg text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700">{unavailable ? message(unavailable) : t.text}</p>
        {reference ? (
          <p id="request-reference" data-id={reference} className="mt-3 text-sm text-slate-600">
            {t.reference} <code className="break-all">{reference}</code>
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a className="btn-primary" href={location.pathname + location.search}>
            {t.refresh}
          </a>
          <a className="btn-outline" href={lp("/")}>
            {t.home}
          </a>
        </div>
      </div>
    </main>
  );
}
