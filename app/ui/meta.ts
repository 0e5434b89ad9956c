import { ORG, organisationText } from "~/content/organisation";
import { INTL_LOCALES, type Lang } from "~/i18n/languages";

/**
 * Title and description for a page; every public page sets both. Given the page's language, og:locale says it too
 * (en_US / rw_RW / fr_FR), so a shared link is shown as written.
 */
export function pageMeta(title: string, description?: string, lang?: Lang) {
  description ??= organisationText(lang ?? "en").description;
  const full = title === ORG.name ? title : `${title} | ${ORG.name}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: ORG.name },
    ...(lang ? [{ property: "og:locale", content: INTL_LOCALES[lang].replace("-", "_") }] : []),
  ];
}
