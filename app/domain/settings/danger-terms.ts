import type { DangerSignLists } from "~/content/en/danger-signs";
import type { Lang } from "~/i18n/languages";

/**
 * The danger-sign terms staff add at /admin/settings (issue 34): the kinds, the limits and the labels, with no zod,
 * so the settings screen can name them without shipping the schema (danger-terms-schema.ts) to the browser.
 */
export type DangerKind = Exclude<keyof DangerSignLists, "except">;
export const DANGER_KINDS = [
  "self-harm",
  "sexual-violence",
  "violence-at-home",
  "child-at-risk",
] as const satisfies readonly DangerKind[];

export const MAX_TERMS_PER_BOX = 100;
export const MAX_TERM_LENGTH = 60;

export const termLines = (text: string) => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/\s+/g, " "))
      .filter(Boolean),
  ),
];

const LANGUAGE_LABELS: Record<Lang, string> = { en: "English", rw: "Kinyarwanda", fr: "French" };
const KIND_LABELS: Record<DangerKind, string> = {
  "self-harm": "suicide and self-harm",
  "sexual-violence": "sexual violence",
  "violence-at-home": "violence at home",
  "child-at-risk": "a child at risk",
};
export const dangerKindLabel = (kind: DangerKind) => KIND_LABELS[kind];
export const dangerTermsLabel = (lang: Lang, kind: DangerKind) => `${LANGUAGE_LABELS[lang]}, ${KIND_LABELS[kind]}`;
