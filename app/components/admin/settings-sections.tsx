import { Fragment } from "react";
import type { SiteSettings } from "~/domain/settings/settings-schema";
import { SOCIAL_NETWORKS } from "~/domain/settings/settings-schema";
import { NETWORK_NAMES } from "~/components/social-icons";
import { timeZoneLabel } from "~/utils/dates";
import {
  rows,
  SettingCheckbox,
  SettingInput,
  SettingSelect,
  SettingsSection,
  type SettingsResult,
} from "./settings-fields";

type Props = { settings: SiteSettings; canEdit: boolean; result: SettingsResult };
const grid = "grid gap-3 sm:grid-cols-2";
/** The admin stays in English; the text visitors read can be given per language (field suffix, label suffix). */
const TRANSLATIONS = [
  ["", ""],
  ["Rw", " (Kinyarwanda)"],
  ["Fr", " (French)"],
] as const;

export function IdentitySettings({ settings, canEdit, result }: Props) {
  const s = "identity";
  return (
    <SettingsSection id={s} title="Organisation" canEdit={canEdit} result={result}>
      <div className={grid}>
        <SettingInput section={s} result={result} name="name" label="Name" value={settings.identity.name} />
        <SettingInput
          section={s}
          result={result}
          name="shortName"
          label="Short name"
          value={settings.identity.shortName}
        />
      </div>
    </SettingsSection>
  );
}

export function ContactSettings({ settings, canEdit, result }: Props) {
  const s = "contact";
  const c = settings.contact;
  return (
    <SettingsSection
      id={s}
      title="Contact details"
      hint="Shown in the footer, on the contact page and in the donation dialog. Blank rows are ignored; office hours left blank in Kinyarwanda or French show the English."
      canEdit={canEdit}
      result={result}
    >
      <div className={grid}>
        {rows(c.emails, 3).map((email, i) => (
          <SettingInput
            key={i}
            section={s}
            result={result}
            name={`emails.${i}`}
            label={`E-mail ${i + 1}`}
            type="email"
            value={email ?? ""}
          />
        ))}
      </div>
      {rows(c.phones, 3).map((phone, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <SettingInput
            section={s}
            result={result}
            name={`phones.${i}.number`}
            label={`Phone ${i + 1}`}
            type="tel"
            placeholder="+250 788 000 000"
            value={phone?.number ?? ""}
          />
          <SettingCheckbox
            section={s}
            result={result}
            name={`phones.${i}.whatsapp`}
            label="Takes WhatsApp"
            checked={phone?.whatsapp ?? false}
          />
        </div>
      ))}
      <div className="grid gap-3 sm:grid-cols-3">
        <SettingInput section={s} result={result} name="address.street" label="Street" value={c.address.street} />
        <SettingInput section={s} result={result} name="address.city" label="City" value={c.address.city} />
        <SettingInput section={s} result={result} name="address.country" label="Country" value={c.address.country} />
      </div>
      <div className={grid}>
        <SettingInput
          section={s}
          result={result}
          name="coordinates.lat"
          label="Map latitude"
          value={String(c.coordinates.lat)}
        />
        <SettingInput
          section={s}
          result={result}
          name="coordinates.lng"
          label="Map longitude"
          value={String(c.coordinates.lng)}
        />
      </div>
      {/* Visitors read these in their language where it is given here; left blank, they read the English. */}
      {rows(c.officeHours, 3).map((o, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-2">
          {TRANSLATIONS.map(([suffix, language]) => (
            <Fragment key={suffix}>
              <SettingInput
                section={s}
                result={result}
                name={`officeHours.${i}.days${suffix}`}
                label={`Office days ${i + 1}${language}`}
                value={o?.[`days${suffix}`] ?? ""}
              />
              <SettingInput
                section={s}
                result={result}
                name={`officeHours.${i}.hours${suffix}`}
                label={`Hours ${i + 1}${language}`}
                value={o?.[`hours${suffix}`] ?? ""}
              />
            </Fragment>
          ))}
        </div>
      ))}
    </SettingsSection>
  );
}

export function DonationSettings({ settings, canEdit, result }: Props) {
  const s = "donations";
  const d = settings.donations;
  return (
    <SettingsSection
      id={s}
      title="Donations"
      hint="Mobile money comes first in the donation dialog. A bank without an account number shows an e-mail and WhatsApp link instead."
      canEdit={canEdit}
      result={result}
    >
      {rows(d.mobileMoney, 3).map((m, i) => (
        <div key={`m${i}`} className="grid gap-3 sm:grid-cols-3">
          <SettingInput
            section={s}
            result={result}
            name={`mobileMoney.${i}.provider`}
            label={`Mobile money ${i + 1}: provider`}
            placeholder="MTN MoMo"
            value={m?.provider ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`mobileMoney.${i}.number`}
            label="Number or merchant code"
            value={m?.number ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`mobileMoney.${i}.accountName`}
            label="Account name"
            value={m?.accountName ?? ""}
          />
        </div>
      ))}
      {rows(d.banks, 3).map((b, i) => (
        <div key={`b${i}`} className="grid gap-3 sm:grid-cols-3">
          <SettingInput
            section={s}
            result={result}
            name={`banks.${i}.bank`}
            label={`Bank ${i + 1}`}
            value={b?.bank ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`banks.${i}.accountName`}
            label="Account name"
            value={b?.accountName ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`banks.${i}.accountNumber`}
            label="Account number"
            value={b?.accountNumber ?? ""}
          />
        </div>
      ))}
    </SettingsSection>
  );
}

export function SocialSettings({ settings, canEdit, result }: Props) {
  const s = "socials";
  return (
    <SettingsSection
      id={s}
      title="Social links"
      hint="Only links that are set are shown. Use full https:// addresses."
      canEdit={canEdit}
      result={result}
    >
      <div className={grid}>
        {SOCIAL_NETWORKS.map((n) => (
          <SettingInput
            key={n}
            section={s}
            result={result}
            name={n}
            label={NETWORK_NAMES[n]}
            type="url"
            placeholder="https://"
            value={settings.socials[n]}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

export function PartnerSettings({ settings, canEdit, result }: Props) {
  const s = "partners";
  return (
    <SettingsSection
      id={s}
      title="Partners"
      hint="Shown on the home page. A line left blank in Kinyarwanda or French shows the English one."
      canEdit={canEdit}
      result={result}
    >
      {rows(settings.partners.partners, 5).map((p, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SettingInput
            section={s}
            result={result}
            name={`partners.${i}.name`}
            label={`Partner ${i + 1}`}
            value={p?.name ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`partners.${i}.url`}
            label="Link"
            type="url"
            placeholder="https://"
            value={p?.url ?? ""}
          />
          <SettingInput
            section={s}
            result={result}
            name={`partners.${i}.logo`}
            label="Logo image URL"
            type="url"
            placeholder="https://"
            value={p?.logo ?? ""}
          />
          {TRANSLATIONS.map(([suffix, language]) => (
            <SettingInput
              key={suffix}
              section={s}
              result={result}
              name={`partners.${i}.description${suffix}`}
              label={`One line${language}`}
              value={p?.[`description${suffix}`] ?? ""}
            />
          ))}
        </div>
      ))}
    </SettingsSection>
  );
}

export function FigureSettings({ settings, canEdit, result }: Props) {
  const s = "figures";
  const group = (key: "home" | "about", title: string) => (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {rows(settings.figures[key], 4).map((f, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SettingInput
            section={s}
            result={result}
            name={`${key}.${i}.value`}
            label={`${title} figure ${i + 1}`}
            value={f?.value ?? ""}
          />
          {TRANSLATIONS.map(([suffix, language]) => (
            <SettingInput
              key={suffix}
              section={s}
              result={result}
              name={`${key}.${i}.label${suffix}`}
              label={`Label${language}`}
              value={f?.[`label${suffix}`] ?? ""}
            />
          ))}
        </div>
      ))}
    </div>
  );
  return (
    <SettingsSection
      id={s}
      title="Figures"
      hint="The four figures on Home and on About and Programs. A label left blank in Kinyarwanda or French shows the English one."
      canEdit={canEdit}
      result={result}
    >
      {group("home", "Home")}
      {group("about", "About")}
    </SettingsSection>
  );
}

/** The IANA zones by region ("Africa" → Kigali, Nairobi…), UTC on its own: a long list that stays easy to scan. */
function zoneGroups(zones: readonly string[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const zone of zones) {
    const [region, ...place] = zone.split("/");
    const key = place.length ? region! : "UTC";
    groups.set(key, [
      ...(groups.get(key) ?? []),
      { value: zone, label: place.length ? place.join(" / ").replace(/_/g, " ") : zone },
    ]);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

export function TimeZoneSettings({ settings, canEdit, result, zones }: Props & { zones: readonly string[] }) {
  const s = "time";
  const zone = settings.time.timeZone;
  return (
    <SettingsSection
      id={s}
      title="Time zone"
      hint={`Every date and time on the site and in the admin area is shown on this clock, whatever the zone of the server or of the phone reading it. Now: ${timeZoneLabel(zone)}.`}
      canEdit={canEdit}
      result={result}
    >
      <SettingSelect
        section={s}
        result={result}
        name="timeZone"
        label="Site time zone"
        value={zone}
        groups={zoneGroups(zones)}
      />
    </SettingsSection>
  );
}

export function GivingSettings({ settings, canEdit, result }: Props) {
  const s = "giving";
  const g = settings.giving;
  return (
    <SettingsSection
      id={s}
      title="Giving online"
      hint="Gifts paid with MTN MoMo from the site (when the server is set up for it): the smallest and largest gift in whole Rwandan francs, how long the site follows a payment the donor has not approved before it counts as expired, and how close two confirmed gifts of one number, amount and campaign must be to be flagged as a probable duplicate on the donations screen."
      canEdit={canEdit}
      result={result}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SettingInput
          section={s}
          result={result}
          name="momoMin"
          label="Smallest gift (RWF)"
          value={String(g.momoMin)}
          type="number"
        />
        <SettingInput
          section={s}
          result={result}
          name="momoMax"
          label="Largest gift (RWF)"
          value={String(g.momoMax)}
          type="number"
        />
        <SettingInput
          section={s}
          result={result}
          name="momoFollowMinutes"
          label="Follow a payment for (minutes)"
          value={String(g.momoFollowMinutes)}
          type="number"
        />
        <SettingInput
          section={s}
          result={result}
          name="duplicateWindowMinutes"
          label="Flag repeated gifts within (minutes)"
          value={String(g.duplicateWindowMinutes)}
          type="number"
        />
      </div>
      <SettingInput
        section={s}
        result={result}
        name="pledgeCurrencies"
        label="Currencies a gift by transfer may be told in (codes, comma-separated; RWF is always offered)"
        value={g.pledgeCurrencies.split(",").join(", ")}
        className="mt-4"
      />
    </SettingsSection>
  );
}
