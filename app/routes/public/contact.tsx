import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { ContactForm } from "~/components/contact-form";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { ORG } from "~/content/organisation";
import { readForm } from "~/domain/platform/forms.server";
import { formError } from "~/domain/platform/api.server";
import { LOGIN_TO_SEND, sendContactMessage } from "~/domain/people/contact.server";
import { getCurrentUser } from "~/domain/platform/request-context.server";
import { dataWithSuccess, redirectWithError } from "~/domain/platform/toast.server";
import { CONTACT_SENT_MESSAGE } from "~/schemas/contact";
import { pageMeta } from "~/utils/meta";
import { useCurrentUser } from "~/utils/root-data";
import type { Route } from "./+types/contact";

export async function action({ request, context }: Route.ActionArgs) {
  const user = getCurrentUser(context);
  if (!user) return redirectWithError("/login?redirectTo=%2Fcontact", LOGIN_TO_SEND);
  let values: Record<string, string> = {};
  try {
    values = await readForm(request);
    sendContactMessage(user, values);
  } catch (error) {
    return formError(error, values);
  }
  return dataWithSuccess({ ok: true as const }, CONTACT_SENT_MESSAGE);
}

const { lat, lng } = ORG.coordinates;
const osmLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
const osmEmbed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.01}%2C${lat - 0.008}%2C${lng + 0.01}%2C${lat + 0.008}&layer=mapnik&marker=${lat}%2C${lng}`;

export default function Contact({ actionData }: Route.ComponentProps) {
  const user = useCurrentUser();
  const { hash } = useLocation();
  const [showMap, setShowMap] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hash === "#message-us") document.getElementById("message-us")?.scrollIntoView({ behavior: "smooth" });
  }, [hash]);

  const cards = [
    { icon: PhoneIcon, title: "Phone", lines: [...ORG.phones, ORG.phoneNote] },
    { icon: MailIcon, title: "Email", lines: [...ORG.emails, ORG.replyPromise] },
    { icon: PinIcon, title: "Address", lines: [ORG.address.street, `${ORG.address.city}, ${ORG.address.country}`] },
    { icon: ClockIcon, title: "Office hours", lines: ORG.officeHours.map((o) => `${o.days}: ${o.hours}`) },
  ];

  return (
    <>
      <PageHero title="Contact Us" subtitle="Questions, partnerships, volunteering or media: we would love to hear from you." />
      <section className="container-page -mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Contact details">
        {cards.map((card) => (
          <article key={card.title} className="card">
            <card.icon className="h-6 w-6 text-brand-600" />
            <h2 className="mt-2 font-semibold text-slate-900">{card.title}</h2>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {card.lines.map((line) => <li key={line}>{line}</li>)}
            </ul>
          </article>
        ))}
      </section>
      <div className="container-page grid gap-8 py-14 lg:grid-cols-2">
        <section id="message-us" aria-labelledby="message-title" className="card">
          <h2 id="message-title" className="section-title">Send us a Message</h2>
          <p className="mt-1 mb-6 text-slate-700">{ORG.replyPromise}</p>
          <ContactForm signedIn={!!user} result={actionData} />
        </section>
        <section aria-labelledby="find-title" className="card">
          <h2 id="find-title" className="section-title">Find Us</h2>
          <p className="mt-2 text-slate-700">Headquarters in {ORG.address.city}, {ORG.address.country}: {ORG.address.street}.</p>
          <p className="mt-1 text-sm text-slate-600">Coordinates: {Math.abs(lat)}° S, {lng}° E</p>
          <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            {showMap ? (
              <iframe title={`Map of ${ORG.name} in ${ORG.address.city}`} src={osmEmbed} className="h-72 w-full" loading="lazy" />
            ) : (
              <div className="flex h-72 flex-col items-center justify-center gap-3 p-4 text-center">
                <p className="text-sm text-slate-700">The map comes from OpenStreetMap and loads only when you ask for it.</p>
                {hydrated ? <button type="button" className="btn-primary" onClick={() => setShowMap(true)}>Show map</button> : null}
                <a href={osmLink} className="font-medium text-brand-700 underline" rel="noopener noreferrer">Open in OpenStreetMap</a>
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

export const meta = () => pageMeta("Contact Us", `Contact ${ORG.name} in ${ORG.address.city}: phone, e-mail, office hours and a message form.`);
