import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from "~/i18n/languages";
import { HoneypotFields } from "./honeypot-fields";

type Props = {
  /** Where it stands: gives its fields their own ids (a post page has this form and the footer's). */
  place: "footer" | "blog" | "post" | "page";
  dark?: boolean;
  email?: string;
  lang?: Lang;
  error?: string | null;
};

/**
 * "New posts by e-mail" (issue 17): a plain form, so it works on the public pages, which have no framework client,
 * and without JavaScript. The language defaults to the page's. The hidden trap field is named after the place
 * (unique ids); routes/public/newsletter-subscribe.server.ts drops any of them filled.
 */
export function NewsletterForm({ place, dark = false, email = "", lang, error }: Props) {
  const s = useT().newsletter;
  const pageLang = useLang();
  const lp = useLocalePath();
  const id = (name: string) => `newsletter-${place}-${name}`;
  const text = dark ? "text-brand-100" : "text-slate-700";
  const label = dark ? "block text-sm font-semibold text-white" : "field-label";
  return (
    <form method="post" action={lp("/newsletter/subscribe")} className="space-y-3">
      {place === "page" ? null : (
        <h2
          id={id("title")}
          className={dark ? "text-sm font-semibold uppercase tracking-wide text-white" : "section-title"}
        >
          {s.formTitle}
        </h2>
      )}
      <p className={`text-sm ${text}`}>{s.formIntro}</p>
      <HoneypotFields nameFieldName={`nl_${place}__confirm`} validFromFieldName={null} encryptedValidFrom="" />
      {error ? (
        <p role="alert" id={id("error")} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor={id("email")} className={label}>
          {s.emailLabel}
        </label>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={email}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id("error") : undefined}
          className="field-input mt-1 min-h-11 w-full text-slate-900"
        />
      </div>
      <div>
        <label htmlFor={id("lang")} className={label}>
          {s.langLabel}
        </label>
        <select
          id={id("lang")}
          name="lang"
          defaultValue={lang ?? pageLang}
          className="field-input mt-1 min-h-11 w-full text-slate-900"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={dark ? "btn min-h-11 bg-white text-brand-900 hover:bg-brand-50" : "btn-primary min-h-11"}
      >
        {s.subscribe}
      </button>
    </form>
  );
}
