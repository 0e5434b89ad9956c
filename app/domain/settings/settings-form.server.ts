import {
  SETTINGS_FORM_FIELDS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SiteSettings,
} from "~/domain/settings/settings-schema";
import { fieldPattern, unflattenForm } from "~/utils/nested-form";
import { fieldErrors } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { saveSettingsSections, settingsFingerprint } from "./site-settings.server";

/** The sections the settings page edits as text (the page pictures are files: their own form). */
export type TextSection = keyof typeof SETTINGS_FORM_FIELDS;
export const TEXT_SECTIONS = Object.keys(SETTINGS_FORM_FIELDS) as TextSection[];
const isTextSection = (s: string): s is TextSection => (TEXT_SECTIONS as string[]).includes(s);

export const SECTION_TITLES: Record<SettingsSection, string> = {
  identity: "Organisation",
  contact: "Contact details",
  donations: "Donations",
  socials: "Social links",
  partners: "Partners",
  figures: "Figures",
  pageImages: "Page pictures",
  time: "Time zone",
  giving: "Giving online",
  questions: "Questions",
  events: "Events",
};

/** What a refused save sends back: errors and typed values by section (nothing was saved). */
export type SettingsFormFailure = {
  error: string;
  fields: Record<string, Record<string, string>>;
  values: Record<string, Record<string, string>>;
  unsaved: string[];
};
export class SettingsFormError extends HttpError {
  constructor(readonly failure: SettingsFormFailure) {
    super(400, failure.error);
  }
}

/** The fingerprint of each section as the page shows it, sent back with the form (`loaded.<section>`). */
export const loadedFingerprints = (settings: SiteSettings) =>
  Object.fromEntries(TEXT_SECTIONS.map((s) => [s, settingsFingerprint(settings[s])])) as Record<TextSection, string>;

/**
 * The settings page's one form. Every field is named `<section>.<field>` and the form lists its sections
 * (`section`, repeated). Each section is read through the schema's own field list (unflattenForm: no other name
 * reaches an object), all are validated, and then only the sections that changed are written, in one
 * transaction: a section whose value is what the page was loaded with (`loaded.<section>`) is left as stored, so
 * a save never undoes what someone else saved meanwhile in a section this person did not touch.
 * Any invalid section refuses the whole save (SettingsFormError), with each field's message and what was typed.
 */
export function saveSettingsForm(
  actor: Parameters<typeof saveSettingsSections>[0],
  entries: [string, string][],
  current: SiteSettings,
) {
  const sections = [
    ...new Set(entries.filter(([k, v]) => k === "section" && isTextSection(v)).map(([, v]) => v as TextSection)),
  ];
  if (sections.length === 0) throw new HttpError(400, "Unknown settings section");
  const loaded = new Map(
    entries.filter(([k]) => k.startsWith("loaded.")).map(([k, v]) => [k.slice("loaded.".length), v]),
  );
  const failure: SettingsFormFailure = { error: "", fields: {}, values: {}, unsaved: [] };
  const parsed: Partial<Record<TextSection, unknown>> = {};
  for (const section of sections) {
    const fields = SETTINGS_FORM_FIELDS[section];
    const names = new Set(fields.map((f) => f.name));
    const prefix = `${section}.`;
    const own = entries
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v] as [string, string]);
    // What was typed, to show again if the save is refused: the section's own fields only.
    failure.values[section] = Object.fromEntries(own.filter(([k]) => names.has(fieldPattern(k))));
    const result = SETTINGS_SECTIONS[section].safeParse(unflattenForm(own, fields));
    if (result.success) parsed[section] = result.data;
    else failure.fields[section] = fieldErrors(result.error);
  }
  const bad = Object.entries(failure.fields);
  if (bad.length > 0) {
    const count = bad.reduce((n, [, f]) => n + Object.keys(f).length, 0);
    const where = bad.map(([s]) => SECTION_TITLES[s as TextSection]).join(", ");
    const first = Object.values(bad[0]![1])[0];
    // Without JavaScript too, the page must say which sections hold edits that were not saved.
    failure.unsaved = sections.filter((s) => failure.fields[s] || settingsFingerprint(parsed[s]) !== loaded.get(s));
    failure.error = `Nothing was saved: ${count === 1 ? "1 field needs" : `${count} fields need`} fixing (${where}). ${first}`;
    throw new SettingsFormError(failure);
  }
  const changed = sections.filter((s) => {
    const now = settingsFingerprint(parsed[s]);
    return now !== settingsFingerprint(current[s]) && now !== loaded.get(s);
  });
  if (changed.length > 0) saveSettingsSections(actor, Object.fromEntries(changed.map((s) => [s, parsed[s]])));
  return changed.map((s) => SECTION_TITLES[s]);
}
