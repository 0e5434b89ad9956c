import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  ContactSettings,
  DonationSettings,
  FigureSettings,
  GivingSettings,
  IdentitySettings,
  PartnerSettings,
  SocialSettings,
  TimeZoneSettings,
} from "~/components/admin/settings-sections";
import { QuestionSettings } from "~/components/admin/question-settings";
import { EventSettings } from "~/components/admin/event-settings";
import { timeZones } from "./dates";
import { SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import { SETTINGS_FORM_FIELDS, SETTINGS_SECTIONS, type SiteSettings } from "~/domain/settings/settings-schema";
import { formFieldsOf, unflattenForm } from "./nested-form";

const HOSTILE = [
  "constructor.prototype",
  "constructor.fromEntries",
  "constructor.prototype.toString",
  "hasOwnProperty.length",
  "__proto__.polluted",
  "__proto__",
  "toString",
  "valueOf.call",
  "emails.__proto__",
  "phones.0.__proto__",
  "phones.constructor.prototype",
  "address.constructor",
  "address.__proto__.x",
  "phones.0.number.length",
  "prototype.x",
];

describe("unflattenForm", () => {
  const contact = SETTINGS_FORM_FIELDS.contact;

  it("builds rows and nested objects from the form's own names", () => {
    const out = unflattenForm(
      [
        ["emails.0", "a@b.org"],
        ["emails.1", ""],
        ["phones.0.number", "+250 788 000 000"],
        ["phones.0.whatsapp", "on"],
        ["phones.1.number", ""],
        ["address.street", "KN 1"],
        ["coordinates.lat", "-1.9"],
      ],
      contact,
    );
    expect(out).toEqual({
      emails: ["a@b.org"],
      phones: [{ number: "+250 788 000 000", whatsapp: true }],
      address: { street: "KN 1" },
      coordinates: { lat: "-1.9" },
    });
  });

  it("drops hostile and unknown names and leaves every built-in untouched", () => {
    const before = {
      fromEntries: Object.fromEntries,
      protoKeys: Object.getOwnPropertyNames(Object.prototype).sort(),
      hasOwn: Object.prototype.hasOwnProperty,
    };
    for (const fields of Object.values(SETTINGS_FORM_FIELDS)) {
      const out = unflattenForm(
        HOSTILE.map((n) => [n, "x"] as [string, string]),
        fields,
      );
      expect(out).toEqual({});
    }
    const mixed = unflattenForm(
      [
        ...HOSTILE.map((n) => [n, "1"] as [string, string]),
        ["emails.0", "a@b.org"],
        ["unknown", "1"],
        ["emails.0.deep", "x"],
      ],
      contact,
    );
    expect(mixed).toEqual({ emails: ["a@b.org"] });
    expect(Object.fromEntries).toBe(before.fromEntries);
    expect(Object.prototype.hasOwnProperty).toBe(before.hasOwn);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before.protoKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never lets a schema name a forbidden key", async () => {
    const { z } = await import("zod");
    expect(formFieldsOf(z.object({ constructor: z.string(), ok: z.string() })).map((f) => f.name)).toEqual(["ok"]);
  });
});

// Every nested form of the site (today: the settings sections; grep unflattenForm) is rendered as the admin sees it,
// and each name it sends must be on that section's allow-list: a field added to a form but not to its schema fails here.
const FORMS: [
  keyof typeof SETTINGS_FORM_FIELDS,
  ComponentType<{ settings: SiteSettings; canEdit: boolean; result: null }>,
][] = [
  ["identity", IdentitySettings],
  ["contact", ContactSettings],
  ["donations", DonationSettings],
  ["socials", SocialSettings],
  ["partners", PartnerSettings],
  ["figures", FigureSettings],
  ["time", (props) => createElement(TimeZoneSettings, { ...props, zones: timeZones() })],
  ["giving", GivingSettings],
  ["questions", QuestionSettings],
  ["events", EventSettings],
];

/** The section's form as an admin sees it, filled with the defaults. */
function renderedHtml(Component: (typeof FORMS)[number][1]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        createElement(Component, { settings: SITE_DEFAULTS as SiteSettings, canEdit: true, result: null }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

describe("allow-list over every nested form", () => {
  it("covers every section that is saved through unflattenForm", () => {
    expect(FORMS.map(([s]) => s).sort()).toEqual(
      Object.keys(SETTINGS_SECTIONS)
        .filter((s) => s !== "pageImages")
        .sort(),
    );
  });

  for (const [section, Component] of FORMS) {
    it(`${section}: every rendered field name is accepted, and what the form sends validates`, () => {
      const html = renderedHtml(Component);
      // One form holds every section (docs/decisions/018): each field is named "<section>.<field>".
      const own = (name: string) => {
        expect(name.startsWith(`${section}.`), name).toBe(true);
        return name.slice(section.length + 1);
      };
      const names = [...html.matchAll(/\sname="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((n) => n !== "section" && n !== "at")
        .map(own);
      expect(names.length).toBeGreaterThan(0);
      const accepted = new Set(SETTINGS_FORM_FIELDS[section].map((f) => f.name));
      for (const name of names) expect(accepted, name).toContain(name.replace(/\.\d{1,2}(?=\.|$)/g, ".#"));
      // The defaults, sent back as the form would, come out as the same values.
      const entries = [...html.matchAll(/<input([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((attrs) => /\sname="/.test(attrs) && !/name="section"/.test(attrs))
        .flatMap((attrs): [string, string][] => {
          const name = own(/\sname="([^"]+)"/.exec(attrs)![1]!);
          if (/type="checkbox"/.test(attrs)) return /\schecked=""/.test(attrs) ? [[name, "on"]] : [];
          const value = /\svalue="([^"]*)"/.exec(attrs)?.[1] ?? "";
          return [
            [
              name,
              value
                .replace(/&amp;/g, "&")
                .replace(/&#x27;/g, "'")
                .replace(/&quot;/g, '"'),
            ],
          ];
        })
        // A <select> sends its selected option.
        .concat(
          [...html.matchAll(/<select[^>]*\sname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)].map((m): [string, string] => [
            own(m[1]!),
            /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2]!)?.[1] ?? "",
          ]),
        );
      const parsed = SETTINGS_SECTIONS[section].safeParse(unflattenForm(entries, SETTINGS_FORM_FIELDS[section]));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data).toEqual(SETTINGS_SECTIONS[section].parse(SITE_DEFAULTS[section]));
    });
  }
});
