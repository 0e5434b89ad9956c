/** Names compared as people type them: any case, accents or not ("Jérôme" is found by "jerome"). */
export const nameKey = (s: string) =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
