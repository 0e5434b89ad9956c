import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { ContactCards } from "~/components/contact-cards";
import { ContactForm } from "~/components/contact-form";
import { PageHero } from "~/components/page-hero";
import { t as catalogue } from "~/i18n/catalogue";
import { INTL_LOCALES, langOfPath } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { getCurrentUser } from "~/server/web/current-user.server";
import { pageMeta, settingsOf } from "~/ui/meta";
import { useCurrentUser, useRootData, useSiteSettings } from "~/ui/root-data";
import { findMessage } from "~/i18n/message";
import { contactAction, contactPage } from "./contact.server";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/contact";
import { guestPage, NO_QUERY } from "~/platform/cache/guest-page.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A guest's kept draft rides on a cookie, so a guest with one is never given (or gives) a stored page.
  guestPage(context, NO_QUERY);
  return contactPage(request, getCurrentUser(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, getCurrentUser(context));
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const user = useCurrentUser();
  // The send redirected here with its flash toast (contact.server.ts): the form says it too, where the eye is.
  const flash = useRootData()?.toast;
  const sent = flash?.type === "success" && findMessage(flash.message)?.key === "messageSent";
  const settings = useSiteSettings();
  const { contact, identity } = settings;
  const { lat, lng } = contact.coordinates;
  const osmLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  const osmEmbed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.01}%2C${lat - 0.008}%2C${lng + 0.01}%2C${lat + 0.008}&layer=mapnik&marker=${lat}%2C${lng}`;
  const { hash } = useLocation();
  const lang = useLang();
  const { common, ask } = useT();
  const t = common.contact;
  const lp = useLocalePath();
  // Coordinates as the reader writes decimals (1.9441 / 1,9441), every digit kept.
  const degrees = (n: number) => new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 6 }).format(n);
  const mapTitle = t.mapTitle(identity.name, contact.address.city);
  const [showMap, setShowMap] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hash === "#message-us") document.getElementById("message-us")?.scrollIntoView({ behavior: "smooth" });
  }, [hash]);

  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} />
      <ContactCards contact={contact} />
      <div className="container-page grid gap-8 py-14 lg:grid-cols-2">
        <section id="message-us" aria-labelledby="message-title" className="card">
          <h2 id="message-title" className="section-title">
            {t.sendTitle}
          </h2>
          <p className="mt-1 mb-6 text-slate-700">{t.replyPromise}</p>
          {/* Issue 26: a young person's personal question belongs on /ask, which needs no account. */}
          <p className="-mt-3 mb-6 rounded-lg bg-brand-50 px-3 py-2 text-slate-800">
            <a href={lp("/ask")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
              {ask.links.contact}
            </a>
          </p>
          <ContactForm
            signedIn={!!user}
            sent={sent}
            result={actionData}
            prefill={loaderData.prefill}
            honeypot={loaderData.honeypot}
            restored={loaderData.restored}
          />
        </section>
        <section aria-labelledby="find-title" className="card">
          <h2 id="find-title" className="section-title">
            {t.findTitle}
          </h2>
          <p className="mt-2 text-slate-700">
            {t.headquarters(contact.address.city, contact.address.country, contact.address.street)}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t.coordinates(degrees(Math.abs(lat)), degrees(lng))}</p>
          <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            {showMap ? (
              <iframe title={mapTitle} src={osmEmbed} className="h-72 w-full" loading="lazy" />
            ) : (
              <div className="flex h-72 flex-col items-center justify-center gap-3 p-4 text-center">
                <p className="text-sm text-slate-700">{t.mapNote}</p>
                {hydrated ? (
                  <button type="button" className="btn-primary" onClick={() => setShowMap(true)}>
                    {t.showMap}
                  </button>
                ) : (
                  // Static page: the enhancement module shows this button and puts the map in place (data-map).
                  <button type="button" className="btn-primary" hidden data-map={osmEmbed} data-map-title={mapTitle}>
                    {t.showMap}
                  </button>
                )}
                <a
                  href={osmLink}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                  rel="noopener noreferrer"
                >
                  {t.openMap}
                </a>
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).common.contact;
  const { identity, contact } = settingsOf(matches);
  return pageMeta(matches, t.title, t.metaDescription(identity.name, contact.address.city), lang);
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
