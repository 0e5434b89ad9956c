import { describe, expect, it } from "vitest";
import {
  formatSiteTime,
  isLocalDateTime,
  parseSiteTime,
  parseZonedTime,
  startOfSiteMonth,
  toSiteInputValue,
} from "./site-time";

const KIGALI = "Africa/Kigali";
const NEW_YORK = "America/New_York";

describe("scheduled times on the site's clock", () => {
  it("reads a datetime-local value in the site's zone (Kigali: UTC+2), whatever the server's zone", () => {
    expect(parseSiteTime("2026-11-24T08:00", KIGALI)?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(parseSiteTime("2026-11-24T08:00:30", KIGALI)?.toISOString()).toBe("2026-11-24T06:00:30.000Z");
    // Around midnight the date changes too.
    expect(parseSiteTime("2027-01-01T01:30", KIGALI)?.toISOString()).toBe("2026-12-31T23:30:00.000Z");
    // No daylight saving: the same offset in July.
    expect(parseSiteTime("2026-07-01T12:00", KIGALI)?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
  });

  it("follows another zone's clock, daylight saving included", () => {
    expect(parseSiteTime("2026-01-15T08:00", NEW_YORK)?.toISOString()).toBe("2026-01-15T13:00:00.000Z");
    expect(parseSiteTime("2026-07-15T08:00", NEW_YORK)?.toISOString()).toBe("2026-07-15T12:00:00.000Z");
    expect(parseSiteTime("2026-07-15T08:00", "UTC")?.toISOString()).toBe("2026-07-15T08:00:00.000Z");
  });

  it("takes ISO 8601 with a zone as it is, in any site zone", () => {
    for (const zone of [KIGALI, NEW_YORK]) {
      expect(parseSiteTime("2026-11-24T06:00:00Z", zone)?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
      expect(parseSiteTime("2026-11-24T08:00:00.250+02:00", zone)?.toISOString()).toBe("2026-11-24T06:00:00.250Z");
    }
    expect(parseZonedTime("2026-11-24T03:00-0300")?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(parseZonedTime("2026-11-24T08:00")).toBeNull();
    expect(isLocalDateTime("2026-11-24T08:00")).toBe(true);
    expect(isLocalDateTime("2026-02-30T08:00")).toBe(false);
    expect(isLocalDateTime("2026-11-24T08:00Z")).toBe(false);
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of [
      "",
      "tomorrow",
      "2026-02-30T08:00",
      "2026-11-24T24:00",
      "2026-11-24",
      "2026-11-24 08:00",
      "2026-13-01T08:00Z",
      "1795500000000",
      "2026-11-24T08:00+2",
    ]) {
      expect(parseSiteTime(bad, KIGALI), bad).toBeNull();
    }
  });

  it("shows an instant on the site's clock, for the form and for people, the zone named", () => {
    const at = new Date("2026-11-24T06:00:00Z");
    expect(toSiteInputValue(at, KIGALI)).toBe("2026-11-24T08:00");
    expect(formatSiteTime(at, KIGALI)).toBe("Nov 24, 2026 08:00 Kigali time");
    expect(formatSiteTime(new Date("2026-09-30T22:05:00Z"), KIGALI)).toBe("Oct 01, 2026 00:05 Kigali time");
    expect(formatSiteTime(at, NEW_YORK)).toBe("Nov 24, 2026 01:00 New York time");
    expect(parseSiteTime(toSiteInputValue(at, KIGALI), KIGALI)?.getTime()).toBe(at.getTime());
    expect(toSiteInputValue(null, KIGALI)).toBe("");
  });
});

describe("the site's month", () => {
  it("starts at midnight on the 1st on the site's clock", () => {
    // 23:30 UTC on 30 April is already 1 May in Kigali.
    expect(startOfSiteMonth(new Date("2026-04-30T23:30:00Z"), KIGALI).toISOString()).toBe("2026-04-30T22:00:00.000Z");
    expect(startOfSiteMonth(new Date("2026-04-30T23:30:00Z"), "UTC").toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });
});
