import { Form } from "react-router";
import type { AccountSubscription } from "~/domain/newsletter/subscriptions.server";
import { LANGUAGES, LANGUAGE_NAMES } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";

/**
 * /account's "New posts by e-mail": subscribe with the verified address (no second opt-in), language, unsubscribe.
 * A subscription waiting for its confirmation link says so (issue 23); a verified account may confirm it at once.
 */
export function NewsletterAccountSection({ data }: { data: AccountSubscription }) {
  const s = useT().newsletter;
  const lang = useLang();
  const lp = useLocalePath();
  const action = lp("/newsletter/account");
  const active = data.status === "active";
  const state = active
    ? s.accountActive(data.email)
    : data.status === "pending"
      ? s.accountPending(data.email)
      : data.canSubscribe
        ? s.accountNone
        : s.accountVerifyFirst;
  return (
    <section aria-labelledby="newsletter-title" className="card space-y-4">
      <h2 id="newsletter-title" className="text-lg font-bold text-slate-900">
        {s.accountTitle}
      </h2>
      <p className="text-slate-700">{state}</p>
      {active || data.canSubscribe ? (
        <Form method="post" action={action} className="space-y-3">
          <div>
            <label htmlFor="newsletter-account-lang" className="field-label">
              {s.langLabel}
            </label>
            <select
              id="newsletter-account-lang"
              name="lang"
              defaultValue={data.lang ?? lang}
              className="field-input min-h-11"
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value={active ? "lang" : "subscribe"} className="btn-primary min-h-11">
            {active ? s.saveLanguage : data.status === "pending" ? s.accountConfirmNow : s.subscribe}
          </button>
        </Form>
      ) : null}
      {active ? (
        <Form method="post" action={action}>
          <button type="submit" name="intent" value="unsubscribe" className="btn-outline min-h-11">
            {s.unsubscribePage.button}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
