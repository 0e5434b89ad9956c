import { Form } from "react-router";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { HoneypotFields } from "~/components/honeypot-fields";
import { GENERAL_FUND, TOLD_METHODS } from "~/domain/giving/gift-schema";
import { labelled } from "~/i18n/typography";
import { useLang, useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { ShowNameField } from "./show-name-field";

type Result = { ok?: boolean; error?: string; fields?: Record<string, string>; values?: Record<string, unknown> };
type Data = {
  campaigns: { id: string; title: string }[];
  currencies: string[];
  today: string;
  honeypot: HoneypotInputProps;
  chosen: string;
};

function Field(props: { name: string; label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`gift-${props.name}`} className="field-label">
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`gift-${props.name}-hint`} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`gift-${props.name}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** "Tell us about your gift": a plain form that works without JavaScript (issue 25 §3). */
export function PledgeForm({ data, result, sent }: { data: Data; result: Result | undefined; sent: boolean }) {
  const t = useT().gifts.pledge;
  const lang = useLang();
  const lp = useLocalePath();
  const message = useMessage();
  if (sent) {
    return (
      <div className="mt-3 space-y-4">
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-800">
          {t.thanksText}
        </p>
        <a href={lp("/give/tell-us")} className="btn-primary">
          {t.another}
        </a>
      </div>
    );
  }
  const fields = Object.fromEntries(
    Object.entries(result?.fields ?? {}).map(([k, v]) => [k, message(v) ?? v]),
  ) as Record<string, string>;
  const values = (result?.values ?? {}) as Record<string, string>;
  const attrs = (name: string, hint = false) => {
    const described = [hint ? `gift-${name}-hint` : "", fields[name] ? `gift-${name}-error` : ""].filter(Boolean);
    return {
      id: `gift-${name}`,
      name,
      defaultValue: values[name] ?? "",
      "aria-invalid": fields[name] ? true : undefined,
      "aria-describedby": described.length ? described.join(" ") : undefined,
      className: "field-input",
    };
  };
  return (
    <Form method="post" action={`${lp("/give/tell-us")}#gift-form`} className="mt-4 space-y-4" preventScrollReset>
      {result?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {labelled(lang, t.errorsTitle, message(result.error) ?? result.error)}
        </p>
      ) : null}
      <HoneypotFields {...data.honeypot} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr]">
        <Field name="amount" label={t.amount} hint={t.amountHint} error={fields.amount}>
          <input {...attrs("amount", true)} inputMode="numeric" required maxLength={15} autoComplete="off" />
        </Field>
        {/* Issue 33: the currency it was given in (settings' list); staff count it in RWF when they confirm it. */}
        <Field name="currency" label={t.currency} error={fields.currency}>
          <select {...attrs("currency")} defaultValue={values.currency ?? "RWF"}>
            {data.currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field name="method" label={t.method} error={fields.method}>
          <select {...attrs("method")} defaultValue={values.method ?? "bank"}>
            {TOLD_METHODS.map((m) => (
              <option key={m} value={m}>
                {t.methods[m]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="givenOn" label={t.givenOn} error={fields.givenOn}>
          <input
            {...attrs("givenOn")}
            type="date"
            max={data.today}
            defaultValue={values.givenOn ?? data.today}
            required
          />
        </Field>
        <Field name="reference" label={t.reference} hint={t.referenceHint} error={fields.reference}>
          <input {...attrs("reference", true)} maxLength={60} autoComplete="off" />
        </Field>
      </div>
      <Field name="campaign" label={t.campaign} error={fields.campaign}>
        <select {...attrs("campaign")} defaultValue={values.campaign ?? (data.chosen || GENERAL_FUND)}>
          <option value={GENERAL_FUND}>{t.generalFund}</option>
          {data.campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={t.name} error={fields.name}>
          <input {...attrs("name")} maxLength={100} autoComplete="name" />
        </Field>
        <Field name="email" label={t.email} error={fields.email}>
          <input {...attrs("email")} type="email" maxLength={254} autoComplete="email" />
        </Field>
      </div>
      <ShowNameField label={t.showName} checked={values.showName === "on"} />
      <button type="submit" className="btn-primary w-full sm:w-auto" data-pending={t.sending}>
        {t.submit}
      </button>
    </Form>
  );
}
