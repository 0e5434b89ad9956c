// French typography once, for the whole module (issue 35).
import { frenchDeep } from "~/i18n/typography";
import type { Lang } from "~/i18n/languages";
import { PRIVACY, TERMS, type LegalFacts, type LegalSection } from "./en/legal";
import { PRIVACY_FR, TERMS_FR } from "./fr/legal";
import { PRIVACY_RW, TERMS_RW } from "./rw/legal";

export { PRIVACY, PRIVACY_UPDATED, TERMS, TERMS_UPDATED, type LegalFacts, type LegalSection } from "./en/legal";

type LegalText = (org: LegalFacts) => LegalSection[];
const PRIVACY_TEXTS: Record<Lang, LegalText> = { en: PRIVACY, rw: PRIVACY_RW, fr: frenchDeep(PRIVACY_FR) };
const TERMS_TEXTS: Record<Lang, LegalText> = { en: TERMS, rw: TERMS_RW, fr: frenchDeep(TERMS_FR) };

/**
 * The privacy policy in one language (same sections in the same order in each: app/content/content.test.ts), naming
 * the organisation as the settings do.
 */
export const privacyText = (lang: Lang, org: LegalFacts) => PRIVACY_TEXTS[lang](org);
export const termsText = (lang: Lang, org: LegalFacts) => TERMS_TEXTS[lang](org);
