/** The eight blog categories of SPEC §3. Mental Health's colour is given; the rest complete one palette. */
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
