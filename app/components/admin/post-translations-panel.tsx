import { Link } from "react-router";
import type { Lang } from "~/i18n/languages";

export type TranslationsState = {
  postId: string;
  others: { id: string; lang: Lang; title: string; original: boolean }[];
  missing: Lang[];
};

const NAMES: Record<Lang, string> = { en: "English", rw: "Kinyarwanda", fr: "French" };

/**
 * The post's other languages on its edit screen (issue 17): its original and translations, each to edit, and a
 * "Translate" link per language still missing, which opens the create form prefilled from this post.
 */
export function PostTranslationsPanel({ state }: { state: TranslationsState }) {
  return (
    <section aria-labelledby="translations-title" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="translations-title" className="text-base font-semibold text-slate-900">
        Translations
      </h2>
      {state.others.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {state.others.map((other) => (
            <li key={other.id}>
              {NAMES[other.lang]}
              {other.original ? " (original)" : ""}:{" "}
              <Link to={`/admin/blog/edit/${other.id}`} className="font-medium text-brand-800 underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">This post is not translated yet.</p>
      )}
      {state.missing.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {state.missing.map((lang) => (
            <Link
              key={lang}
              to={`/admin/blog/create?translate=${state.postId}&lang=${lang}`}
              className="btn-outline min-h-11"
            >
              Translate into {NAMES[lang]}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
