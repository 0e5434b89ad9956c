import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { rememberTypedText, restoreTypedText } from "~/utils/typed-before-hydration";

/** Runs its effect once the first render has been committed: the screen is hydrated. */
function AfterHydration() {
  useEffect(restoreTypedText, []);
  return null;
}

rememberTypedText();
// React Router's own client entry, but the page's catalogue first (issue 28): the bundle carries none of the three,
// and hydration must render the very texts the server did. One small chunk, fetched in parallel with the route's.
void loadCatalogue(langOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <AfterHydration />
      </StrictMode>,
    );
  }),
);
