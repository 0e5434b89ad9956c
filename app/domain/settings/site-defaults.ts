import type { SiteSettings } from "~/domain/settings/settings-schema";
import { DEFAULT_TIME_ZONE } from "~/utils/dates";
import { EMPTY_DANGER_TERMS } from "~/domain/settings/danger-terms-schema";
import { ABOUT_FIGURES, DONATION_BANKS, HOME_STATS, ORG, organisationText, PARTNERS } from "~/content/organisation";

// Staff-editable text in Kinyarwanda and French starts as the content modules' (issue 17): one source for both.
const [RW, FR] = [organisationText("rw"), organisationText("fr")];
const officeHours = ORG.officeHours.map((o, i) => ({
  ...o,
  daysRw: RW.officeHours[i]?.days ?? "",
  hoursRw: RW.officeHours[i]?.hours ?? "",
  daysFr: FR.officeHours[i]?.days ?? "",
  hoursFr: FR.officeHours[i]?.hours ?? "",
}));
const figures = (
  english: readonly { value: string; label: string }[],
  rw: readonly { label: string }[],
  fr: readonly { label: string }[],
) => english.map((f, i) => ({ ...f, labelRw: rw[i]?.label ?? "", labelFr: fr[i]?.label ?? "" }));

/** The default bank accounts, held in the organisation's name: the name the settings give it (staff may rename it). */
export const defaultDonations = (organisationName: string): SiteSettings["donations"] => ({
  banks: DONATION_BANKS.map((b) => ({ ...b, accountName: organisationName })),
  mobileMoney: [],
});

/**
 * What the site shows until staff fill in /admin/settings: the content module's values. Placeholders for what the
 * spec leaves out (e-mails, phones) stay until replaced; social links are empty, so none is shown until set.
 */
export const SITE_DEFAULTS: SiteSettings = {
  identity: { name: ORG.name, shortName: ORG.shortName },
  contact: {
    emails: [...ORG.emails],
    phones: ORG.phones.map((number) => ({ number, whatsapp: true })),
    address: { ...ORG.address },
    coordinates: { ...ORG.coordinates },
    officeHours,
  },
  donations: defaultDonations(ORG.name),
  socials: { facebook: "", x: "", instagram: "", linkedin: "", youtube: "" },
  partners: {
    partners: PARTNERS.map((p, i) => ({
      name: p.name,
      description: p.kind,
      descriptionRw: RW.partners[i]?.kind ?? "",
      descriptionFr: FR.partners[i]?.kind ?? "",
      url: "",
      logo: "",
    })),
  },
  figures: {
    home: figures(HOME_STATS, RW.homeStats, FR.homeStats),
    about: figures(ABOUT_FIGURES, RW.aboutFigures, FR.aboutFigures),
  },
  pageImages: {},
  time: { timeZone: DEFAULT_TIME_ZONE },
  giving: {
    momoMin: 100,
    momoMax: 2_000_000,
    momoFollowMinutes: 30,
    pledgeCurrencies: "RWF,EUR,USD",
    duplicateWindowMinutes: 60,
  },
  questions: { keepAfterAnswerDays: 30, keepUnansweredDays: 90, extraTerms: EMPTY_DANGER_TERMS },
  events: { reminderTime: "18:00", retentionDays: 180 },
};
