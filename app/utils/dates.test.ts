import { describe, expect, it } from "vitest";
import { dayStamp, formatCalendarDay, formatDate, isTimeZone, timeZoneLabel, timeZoneName } from "./dates";

const KIGALI = "Africa/Kigali";

describe("formatDate (SPEC §9), on the site's clock", () => {
  // 07:05 UTC is 09:05 in Kigali.
  const d = new Date(Date.UTC(2026, 2, 7, 7, 5));
  it("uses the spec's formats in English", () => {
    expect(formatDate(d, "long", "en", KIGALI)).toBe("Mar 07, 2026");
    expect(formatDate(d, "short", "en", KIGALI)).toBe("Mar 07");
    expect(formatDate(d, "withTime", "en", KIGALI)).toBe("Mar 07, 2026 09:05");
    expect(formatDate(d, "time", "en", KIGALI)).toBe("09:05");
  });

  it("reads the instant in the zone it is given, never the process's", () => {
    // 22:30 UTC on 10 March: the 11th in Kigali, still the 10th in UTC and New York.
    const late = Date.UTC(2026, 2, 10, 22, 30);
    expect(formatDate(late, "withTime", "en", KIGALI)).toBe("Mar 11, 2026 00:30");
    expect(formatDate(late, "withTime", "en", "UTC")).toBe("Mar 10, 2026 22:30");
    expect(formatDate(late, "withTime", "en", "America/New_York")).toBe("Mar 10, 2026 18:30");
    expect(formatDate(new Date(late).toISOString(), "long", "en", KIGALI)).toBe("Mar 11, 2026");
    // Midnight is 00, not 24.
    expect(formatDate(Date.UTC(2026, 0, 1, 22, 0), "time", "en", KIGALI)).toBe("00:00");
  });

  it("writes Kinyarwanda and French dates through Intl, on the same clock", () => {
    const late = Date.UTC(2026, 2, 10, 22, 30);
    expect(formatDate(late, "long", "fr", KIGALI)).toBe("11 mars 2026");
    expect(formatDate(late, "long", "fr", "UTC")).toBe("10 mars 2026");
    expect(formatDate(late, "long", "rw", KIGALI)).toMatch(/11/);
  });

  it("writes Kinyarwanda day first, as Rwandan offices and press do (issue 35), never ICU's year first", () => {
    // 08:30 UTC on Wednesday 6 January 2027 is 10:30 in Kigali.
    const day = Date.UTC(2027, 0, 6, 8, 30);
    expect(formatDate(day, "long", "rw", KIGALI)).toBe("6 Mutarama 2027");
    expect(formatDate(day, "weekday", "rw", KIGALI)).toBe("Ku wa gatatu, 6 Mutarama 2027");
    expect(formatDate(Date.UTC(2027, 0, 3, 8), "weekday", "rw", KIGALI)).toBe("Ku cyumweru, 3 Mutarama 2027");
    expect(formatDate(day, "withTime", "rw", KIGALI)).toBe("6 Mutarama 2027 10:30");
    expect(formatDate(day, "short", "rw", KIGALI)).toBe("6 Mut.");
    expect(formatDate(day, "time", "rw", KIGALI)).toBe("10:30");
    expect(formatCalendarDay("2026-11-27", "long", "rw")).toBe("27 Ugushyingo 2026");
    // The other languages keep theirs.
    expect(formatDate(day, "weekday", "fr", KIGALI)).toBe("mercredi 6 janvier 2027");
    expect(formatDate(day, "weekday", "en", KIGALI)).toBe("Wednesday, Jan 06, 2027");
  });

  it("says Invalid date for missing or bad input", () => {
    expect(formatDate(null, "long", "en", KIGALI)).toBe("Invalid date");
    expect(formatDate("not a date", "long", "en", KIGALI)).toBe("Invalid date");
  });

  it("keeps a calendar day on its day in every zone", () => {
    expect(formatCalendarDay("2026-11-23", "long", "en")).toBe("Nov 23, 2026");
    expect(dayStamp(new Date(Date.UTC(2026, 10, 23, 23, 0)), KIGALI)).toBe("2026-11-24");
  });
});

describe("time zones", () => {
  it("knows the IANA zones and UTC, nothing else", () => {
    expect(isTimeZone("Africa/Kigali")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Argentina/San_Juan")).toBe(true);
    for (const bad of ["Mars/Olympus_Mons", "", "africa/kigali", "+02:00", "__proto__", 42])
      expect(isTimeZone(bad), String(bad)).toBe(false);
  });

  it("names a zone the way people say it, with today's offset", () => {
    expect(timeZoneName("Africa/Kigali")).toBe("Kigali time");
    expect(timeZoneName("America/Argentina/San_Juan")).toBe("San Juan time");
    expect(timeZoneLabel("Africa/Kigali")).toBe("Kigali time (UTC+2)");
    expect(timeZoneLabel("Asia/Calcutta")).toBe("Calcutta time (UTC+5:30)");
    expect(timeZoneLabel("America/New_York", new Date(Date.UTC(2026, 0, 15)))).toBe("New York time (UTC-5)");
    expect(timeZoneLabel("America/New_York", new Date(Date.UTC(2026, 6, 15)))).toBe("New York time (UTC-4)");
    expect(timeZoneLabel("UTC")).toBe("UTC");
  });
});
