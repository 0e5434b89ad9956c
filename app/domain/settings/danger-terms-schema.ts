import { z } from "zod";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import {
  DANGER_KINDS,
  dangerTermsLabel,
  MAX_TERM_LENGTH,
  MAX_TERMS_PER_BOX,
  termLines,
  type DangerKind,
} from "./danger-terms";

export { DANGER_KINDS, termLines, type DangerKind } from "./danger-terms";

/**
 * Danger-sign terms staff add without a deploy (issue 34), beside the content lists (app/content/<lang>/
 * danger-signs.ts). One box per language and kind, one term per line, written like the content lists (`*` where
 * a word may go on). Stored as the box's text, tidied: trimmed, blank and repeated lines dropped, so the value
 * the page shows is the value the matcher reads and a second save of it is "no change".
 */
// Letters (any script, with their accents), digits, spaces, apostrophes, hyphens and `*`: what the lists hold.
const TERM = /^[\p{L}\p{M}\p{N} '’*-]+$/u;

const box = (label: string) =>
  z
    .string()
    .max(MAX_TERMS_PER_BOX * (MAX_TERM_LENGTH + 2), `${label}: too long`)
    .default("")
    .transform((text) => termLines(text).join("\n"))
    .superRefine((text, ctx) => {
      const terms = text ? text.split("\n") : [];
      if (terms.length > MAX_TERMS_PER_BOX)
        ctx.addIssue({ code: "custom", message: `${label}: at most ${MAX_TERMS_PER_BOX} terms` });
      for (const term of terms) {
        const problem =
          term.length > MAX_TERM_LENGTH
            ? `is too long (${MAX_TERM_LENGTH} characters at most)`
            : !TERM.test(term)
              ? "may hold only letters, spaces, apostrophes, hyphens and *"
              : (term.match(/\*/g) ?? []).length > 4
                ? "may hold at most 4 *"
                : term.replace(/[^\p{L}\p{N}]/gu, "").length < 3
                  ? "needs at least 3 letters (a shorter one would match almost every question)"
                  : "";
        if (problem) {
          ctx.addIssue({ code: "custom", message: `${label}: “${term.slice(0, 70)}” ${problem}` });
          return;
        }
      }
    });

const langLists = (lang: Lang) =>
  z
    .object(
      Object.fromEntries(DANGER_KINDS.map((kind) => [kind, box(dangerTermsLabel(lang, kind))])) as Record<
        DangerKind,
        ReturnType<typeof box>
      >,
    )
    .default(Object.fromEntries(DANGER_KINDS.map((k) => [k, ""])) as Record<DangerKind, string>);

export const dangerTermsSchema = z
  .object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, langLists(lang)])) as Record<Lang, ReturnType<typeof langLists>>,
  )
  .default(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(DANGER_KINDS.map((k) => [k, ""]))])) as Record<
      Lang,
      Record<DangerKind, string>
    >,
  );
export type DangerTerms = z.output<typeof dangerTermsSchema>;

export const EMPTY_DANGER_TERMS = dangerTermsSchema.parse(undefined);

/**
 * What a save changed, for the audit entry: the terms added and removed, by language and kind (never a
 * question; the terms are staff's own words). Empty when the terms did not change.
 */
export function dangerTermChanges(before: DangerTerms | undefined, after: DangerTerms) {
  const added: string[] = [];
  const removed: string[] = [];
  for (const lang of LANGUAGES)
    for (const kind of DANGER_KINDS) {
      const was = new Set(termLines(before?.[lang]?.[kind] ?? ""));
      const now = new Set(termLines(after[lang][kind]));
      for (const t of now) if (!was.has(t)) added.push(`${lang} ${kind}: ${t}`);
      for (const t of was) if (!now.has(t)) removed.push(`${lang} ${kind}: ${t}`);
    }
  return { added, removed };
}
