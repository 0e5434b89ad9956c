import { ORG } from "~/content/organisation";
import type { Lang } from "~/i18n/languages";
import { pad, wallClock } from "~/utils/dates";

/**
 * schema.org Event for an event's page (issue 37 item 2), one object per date shown. Structural types rather than
 * the domain's rows, so the page's server half can pass what it already loaded.
 */
export type JsonLdEvent = {
  id: string;
  title: string;
  titleRw?: string;
  titleFr?: string;
  status: string;
  placeName: string;
  placeAddress: string;
  onlineUrl: string;
};
export type JsonLdDate = { id: string; startsAt: Date; endsAt: Date; status: string; sequence: number };

/** The events happen in Rwanda: times carry Kigali's offset (+02:00 all year). */
const ZONE = "Africa/Kigali";

/** "2026-12-05T09:00:00+02:00": the instant written in the zone with its offset, as schema.org's examples do. */
export function isoWithOffset(at: Date, timeZone = ZONE) {
  const w = wallClock(at, timeZone);
  const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offset = Math.round((wallMs - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function eventJsonLd({
  event,
  date,
  lang,
  origin,
  placesLeft,
  description,
  imageUrl,
  moved = false,
  organizerName = ORG.name,
}: {
  event: JsonLdEvent;
  date: JsonLdDate;
  lang: Lang;
  /** The site's origin, e.g. https://example.org (no trailing slash). */
  origin: string;
  /** Places left on this date; null when there is no limit. */
  placesLeft: number | null;
  /** Plain text, already in `lang`. */
  description?: string;
  /** The cover picture's absolute URL. */
  imageUrl?: string;
  /** The date was moved from its first time (schema.org: EventRescheduled). */
  moved?: boolean;
  organizerName?: string;
}): object {
  const name = (lang === "rw" ? event.titleRw : lang === "fr" ? event.titleFr : "")?.trim() || event.title;
  const url = `${origin}${lang === "en" ? "" : `/${lang}`}/events/${encodeURIComponent(event.id)}`;
  const cancelled = event.status === "cancelled" || date.status === "cancelled";
  const place =
    event.placeName.trim() || event.placeAddress.trim()
      ? {
          "@type": "Place",
          name: event.placeName.trim() || event.placeAddress.trim(),
          address: {
            "@type": "PostalAddress",
            streetAddress: event.placeAddress.trim() || event.placeName.trim(),
            addressCountry: "RW",
          },
        }
      : null;
  const virtual = event.onlineUrl.trim() ? { "@type": "VirtualLocation", url: event.onlineUrl.trim() } : null;
  const location = place && virtual ? [place, virtual] : (place ?? virtual);
  const mode = place && virtual ? "Mixed" : virtual ? "Online" : "Offline";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name,
    ...(description ? { description } : {}),
    startDate: isoWithOffset(date.startsAt),
    endDate: isoWithOffset(date.endsAt),
    eventStatus: `https://schema.org/${cancelled ? "EventCancelled" : moved && date.sequence > 0 ? "EventRescheduled" : "EventScheduled"}`,
    eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
    ...(location ? { location } : {}),
    isAccessibleForFree: true,
    inLanguage: lang,
    organizer: { "@type": "Organization", name: organizerName, url: origin },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    url,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "RWF",
      url,
      availability: `https://schema.org/${placesLeft !== null && placesLeft <= 0 ? "SoldOut" : "InStock"}`,
    },
  };
}
