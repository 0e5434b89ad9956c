import type { Lang } from "~/i18n/languages";

/**
 * The eight blog categories of SPEC §3. Mental Health's colour is given; the rest complete one palette. The name is
 * what a post stores and the API speaks, in English in every language; only its label on a page is translated.
 */
export const CATEGORIES = [
  { id: "mental-health", name: "Mental Health", color: "#8B5CF6" },
  { id: "environmental-health", name: "Environmental Health", color: "#059669" },
  { id: "animal-health", name: "Animal Health", color: "#D97706" },
  { id: "human-health", name: "Human Health", color: "#DC2626" },
  { id: "research", name: "Research", color: "#2563EB" },
  { id: "community-outreach", name: "Community Outreach", color: "#DB2777" },
  { id: "policy", name: "Policy", color: "#4B5563" },
  { id: "education", name: "Education", color: "#0891B2" },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryName = Category["name"];
export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [CategoryName, ...CategoryName[]];

export function categoryByName(name: string | null | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.name === name);
}

export const CATEGORY_LABELS: Record<Exclude<Lang, "en">, Record<CategoryName, string>> = {
  rw: {
    "Mental Health": "Ubuzima bwo mu mutwe",
    "Environmental Health": "Ubuzima bw'ibidukikije",
    "Animal Health": "Ubuzima bw'inyamaswa",
    "Human Health": "Ubuzima bw'abantu",
    Research: "Ubushakashatsi",
    "Community Outreach": "Ibikorwa mu baturage",
    Policy: "Politiki",
    Education: "Uburezi",
  },
  fr: {
    "Mental Health": "Santé mentale",
    "Environmental Health": "Santé environnementale",
    "Animal Health": "Santé animale",
    "Human Health": "Santé humaine",
    Research: "Recherche",
    "Community Outreach": "Action communautaire",
    Policy: "Politiques publiques",
    Education: "Éducation",
  },
};

/** A category's name as a reader of `lang` sees it; an unknown name comes back as it is. */
export function categoryLabel(name: string, lang: Lang): string {
  const category = categoryByName(name);
  if (!category || lang === "en") return name;
  return CATEGORY_LABELS[lang][category.name];
}
