import { organisationText } from "~/content/organisation";
import { SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import { INTL_LOCALES, type Lang } from "~/i18n/languages";
import type { SiteSettings } from "~/domain/settings/settings-schema";

/** What a meta function is given: the matched routes, the root's among them with the settings its loader read. */
export type MetaMatchList = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * The organisation's details as staff set them, for a meta function: the root loader's settings. The built-in
 * defaults only when the root loader has no data (its own error screen), as on a fresh install.
 */
export function settingsOf(matches: MetaMatchList): SiteSettings {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { settings?: SiteSettings } | null | undefined;
  return root?.settings ?? SITE_DEFAULTS;
}

/**
 * Title and description for a page; every public page sets both. The title ends with the organisation's name from
 * the settings. Given the page's language, og:locale says it too (en_US / rw_RW / fr_FR), so a shared link is
 * shown as written.
 */
export function pageMeta(matches: MetaMatchList, title: string, description?: string, lang?: Lang) {
  const site = settingsOf(matches).identity.name;
  description ??= organisationText(lang ?? "en").description;
  const full = title === site ? title : `${title} | ${site}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site },
    ...(lang ? [{ property: "og:locale", content: INTL_LOCALES[lang].replace("-", "_") }] : []),
  ];
}
