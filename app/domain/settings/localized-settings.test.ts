import { describe, expect, it } from "vitest";
import { SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import { SETTINGS_SECTIONS } from "~/domain/settings/settings-schema";
import { localizeSettings } from "./localized-settings";

describe("settings text per language (issue 17)", () => {
  it("shows the page language's text where given, else the English", () => {
    const settings = structuredClone(SITE_DEFAULTS);
    settings.contact.officeHours = [
      { days: "Weekdays", hours: "9 to 5", daysRw: "", hoursRw: "", daysFr: "En semaine", hoursFr: "  " },
    ];
    settings.partners.partners = [
      { name: "A", description: "A school", descriptionRw: "Ishuri", descriptionFr: "", url: "", logo: "" },
    ];
    settings.figures.home[0] = { value: "8k+", label: "Youth", labelRw: "Urubyiruko", labelFr: "Jeunes" };
    const fr = localizeSettings(settings, "fr");
    expect(fr.contact.officeHours[0]).toMatchObject({ days: "En semaine", hours: "9 to 5" });
    expect(fr.partners.partners[0]!.description).toBe("A school");
    expect(fr.figures.home[0]!.label).toBe("Jeunes");
    const rw = localizeSettings(settings, "rw");
    expect(rw.contact.officeHours[0]).toMatchObject({ days: "Weekdays", hours: "9 to 5" });
    expect(rw.partners.partners[0]!.description).toBe("Ishuri");
    expect(localizeSettings(settings, "en")).toBe(settings);
  });

  it("gives the defaults in the three languages, and reads settings stored before there were languages", () => {
    for (const o of SITE_DEFAULTS.contact.officeHours)
      expect([o.daysRw, o.hoursRw, o.daysFr, o.hoursFr].every(Boolean)).toBe(true);
    for (const p of SITE_DEFAULTS.partners.partners) expect(p.descriptionRw && p.descriptionFr).toBeTruthy();
    for (const f of [...SITE_DEFAULTS.figures.home, ...SITE_DEFAULTS.figures.about])
      expect(f.labelRw && f.labelFr).toBeTruthy();
    const old = SETTINGS_SECTIONS.contact.parse({
      ...SITE_DEFAULTS.contact,
      officeHours: [{ days: "Monday", hours: "8 to 5" }],
    });
    expect(old.officeHours[0]).toEqual({
      days: "Monday",
      hours: "8 to 5",
      daysRw: "",
      hoursRw: "",
      daysFr: "",
      hoursFr: "",
    });
    expect(localizeSettings({ ...SITE_DEFAULTS, contact: old }, "rw").contact.officeHours[0]!.days).toBe("Monday");
  });
});
