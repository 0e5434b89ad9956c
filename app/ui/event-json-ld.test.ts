import { describe, expect, it } from "vitest";
import { eventJsonLd, isoWithOffset } from "./event-json-ld";

const event = {
  id: "ev1",
  title: "Saturday workshop",
  titleRw: "Amahugurwa",
  titleFr: "",
  status: "published",
  placeName: "Youth centre",
  placeAddress: "KG 7 Ave, Kigali",
  onlineUrl: "",
};
const date = {
  id: "d1",
  startsAt: new Date("2026-12-05T07:00:00Z"),
  endsAt: new Date("2026-12-05T09:00:00Z"),
  status: "scheduled",
  sequence: 0,
};
const origin = "https://example.org";

describe("eventJsonLd", () => {
  it("is a schema.org Event with Kigali offsets, a Place, free, in stock", () => {
    const ld = eventJsonLd({ event, date, lang: "rw", origin, placesLeft: 3 }) as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Amahugurwa",
      startDate: "2026-12-05T09:00:00+02:00",
      endDate: "2026-12-05T11:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      url: "https://example.org/rw/events/ev1",
      location: {
        "@type": "Place",
        name: "Youth centre",
        address: { "@type": "PostalAddress", streetAddress: "KG 7 Ave, Kigali", addressCountry: "RW" },
      },
      offers: { "@type": "Offer", price: 0, availability: "https://schema.org/InStock" },
    });
  });

  it("says cancelled, rescheduled, sold out, online and mixed", () => {
    const cancelled = eventJsonLd({ event, date: { ...date, status: "cancelled" }, lang: "en", origin, placesLeft: 0 });
    expect(cancelled).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      offers: { availability: "https://schema.org/SoldOut" },
    });
    const moved = eventJsonLd({
      event,
      date: { ...date, sequence: 1 },
      lang: "en",
      origin,
      placesLeft: null,
      moved: true,
    });
    expect(moved).toMatchObject({ eventStatus: "https://schema.org/EventRescheduled", name: "Saturday workshop" });
    const online = eventJsonLd({
      event: { ...event, placeName: "", placeAddress: "", onlineUrl: "https://meet.example.org/x" },
      date,
      lang: "fr",
      origin,
      placesLeft: null,
    });
    expect(online).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example.org/x" },
      name: "Saturday workshop",
    });
    const mixed = eventJsonLd({
      event: { ...event, onlineUrl: "https://meet.example.org/x" },
      date,
      lang: "en",
      origin,
      placesLeft: 1,
    });
    expect(mixed).toMatchObject({ eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode" });
  });

  it("writes an instant with the zone's offset", () => {
    expect(isoWithOffset(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01T00:30:00+02:00");
    expect(isoWithOffset(new Date("2026-06-01T12:00:00Z"), "UTC")).toBe("2026-06-01T12:00:00+00:00");
  });
});
