import type { Lang } from "~/i18n/languages";
import type { SiteSettings } from "~/domain/settings/settings-schema";

/** The text given for `lang`, or the English when none was given (issue 17: settings that are text, per language). */
const pick = (lang: Lang, en: string, rw: string | undefined, fr: string | undefined) =>
  (lang === "rw" ? rw : lang === "fr" ? fr : "")?.trim() || en;

/**
 * The settings as a page in `lang` shows them: office hours, partner lines and figure labels in that language where
 * staff (or the defaults) gave it, else in English. Shared by server and components (no `.server`): the root loader
 * sends the settings once with every language in them, and each page picks its own, so moving between /contact and
 * /rw/contact never needs the root loader again.
 */
export function localizeSettings(settings: SiteSettings, lang: Lang): SiteSettings {
  if (lang === "en") return settings;
  const figure = (f: SiteSettings["figures"]["home"][number]) => ({
    ...f,
    label: pick(lang, f.label, f.labelRw, f.labelFr),
  });
  return {
    ...settings,
    contact: {
      ...settings.contact,
      officeHours: settings.contact.officeHours.map((o) => ({
        ...o,
        days: pick(lang, o.days, o.daysRw, o.daysFr),
        hours: pick(lang, o.hours, o.hoursRw, o.hoursFr),
      })),
    },
    partners: {
      partners: settings.partners.partners.map((p) => ({
        ...p,
        description: pick(lang, p.description, p.descriptionRw, p.descriptionFr),
      })),
    },
    figures: { home: settings.figures.home.map(figure), about: settings.figures.about.map(figure) },
  };
}
