import { describe, expect, it } from "vitest";
import { formatSiteTime, parseSiteTime, toSiteInputValue } from "./site-time";

describe("scheduled times in Kigali time", () => {
  it("reads a datetime-local value as Kigali time (UTC+2), whatever the server's zone", () => {
    expect(parseSiteTime("2026-11-24T08:00")?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(parseSiteTime("2026-11-24T08:00:30")?.toISOString()).toBe("2026-11-24T06:00:30.000Z");
    // Around midnight the date changes too.
    expect(parseSiteTime("2027-01-01T01:30")?.toISOString()).toBe("2026-12-31T23:30:00.000Z");
    // No daylight saving: the same offset in July.
    expect(parseSiteTime("2026-07-01T12:00")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
  });

  it("takes ISO 8601 with a zone as it is", () => {
    expect(parseSiteTime("2026-11-24T06:00:00Z")?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(parseSiteTime("2026-11-24T08:00:00.250+02:00")?.toISOString()).toBe("2026-11-24T06:00:00.250Z");
    expect(parseSiteTime("2026-11-24T03:00-0300")?.toISOString()).toBe("2026-11-24T06:00:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "tomorrow", "2026-02-30T08:00", "2026-11-24T24:00", "2026-11-24", "2026-11-24 08:00", "2026-13-01T08:00Z", "1795500000000", "2026-11-24T08:00+2"]) {
      expect(parseSiteTime(bad), bad).toBeNull();
    }
  });

  it("shows an instant as Kigali time, for the form and for people", () => {
    const at = new Date("2026-11-24T06:00:00Z");
    expect(toSiteInputValue(at)).toBe("2026-11-24T08:00");
    expect(formatSiteTime(at)).toBe("24 Nov 2026, 08:00 Kigali time");
    expect(formatSiteTime(new Date("2026-09-30T22:05:00Z"))).toBe("1 Oct 2026, 00:05 Kigali time");
    expect(parseSiteTime(toSiteInputValue(at))?.getTime()).toBe(at.getTime());
    expect(toSiteInputValue(null)).toBe("");
  });
});
