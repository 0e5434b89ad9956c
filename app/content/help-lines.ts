import type { Lang } from "~/i18n/languages";

/**
 * "Where to get help" (issue 10): shown under posts on sensitive topics when an editor ticks the box. Free national
 * lines in Rwanda; check them once a year. The numbers are the same in every language; the labels are translated.
 */
export const HELP_LINES = [
  {
    number: "114",
    label: "Rwanda Biomedical Centre health line, free, for mental health worries and thoughts of self-harm",
  },
  { number: "3029", label: "Isange One Stop Centre, free, for gender-based violence and child abuse" },
  { number: "116", label: "Child Helpline, free" },
  { number: "112", label: "Emergency (police and ambulance)" },
] as const;

export type HelpLineNumber = (typeof HELP_LINES)[number]["number"];

const LABELS: Record<Exclude<Lang, "en">, Record<HelpLineNumber, string>> = {
  rw: {
    "114":
      "Umurongo w'ubuzima wa RBC (Ikigo cy'Igihugu gishinzwe Ubuzima), utishyurwa, ku bibazo by'ubuzima bwo mu mutwe no ku bitekerezo byo kwigirira nabi",
    "3029": "Isange One Stop Centre, utishyurwa, ku ihohoterwa rishingiye ku gitsina n'ihohoterwa rikorerwa abana",
    "116": "Umurongo ufasha abana, utishyurwa",
    "112": "Ubutabazi bwihuse (polisi n'imbangukiragutabara)",
  },
  fr: {
    "114":
      "Ligne santé du Rwanda Biomedical Centre, gratuite, pour les soucis de santé mentale et les pensées d'automutilation",
    "3029": "Centre Isange One Stop, gratuit, pour les violences basées sur le genre et la maltraitance des enfants",
    "116": "Ligne d'écoute pour les enfants, gratuite",
    "112": "Urgences (police et ambulance)",
  },
};

/** The help lines with their labels in `lang`. */
export function helpLines(lang: Lang): { number: HelpLineNumber; label: string }[] {
  if (lang === "en") return [...HELP_LINES];
  return HELP_LINES.map((line) => ({ number: line.number, label: LABELS[lang][line.number] }));
}
