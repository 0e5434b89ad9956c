import type { GiftFormData } from "~/domain/giving/gift-form.server";
import { HoneypotFields } from "~/components/honeypot-fields";
import { GIFT_HONEYPOT } from "~/domain/giving/momo/pay-schema";
import { formatNumber } from "~/i18n/intl";
import { useLang, useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { ShowNameField } from "./show-name-field";
import { SmsReceiptField } from "./sms-receipt-field";

/** After a refused gift: the message, each field's error and what was typed (the /give/pay page shows it again). */
export type GiftFormResult = {
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
} | null;

/**
 * The gift form of /give and a campaign's page (issue 25): "Pay with MTN MoMo". A plain form posting to /give/pay,
 * so it works without JavaScript; the same for every visitor (guest pages are cached), so nothing per-visitor is in
 * it (a double submit is made harmless on the server). Without a configured provider it renders nothing.
 */
export function GiftForm({
  campaignId,
  data,
  result = null,
}: {
  campaignId: string | null;
  data: GiftFormData;
  result?: GiftFormResult;
}) {
  const t = useT().payments.form;
  const smsT = useT().sms;
  const lang = useLang();
  const lp = useLocalePath();
  const message = useMessage();
  if (!data.momo) return null;
  const values = result?.values ?? {};
  const fields = Object.fromEntries(Object.entries(result?.fields ?? {}).map(([k, v]) => [k, message(v) ?? ""]));
  const attrs = (name: string) => ({
    id: `gift-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": fields[name] ? true : undefined,
    "aria-describedby": [fields[name] ? `gift-${name}-error` : "", `gift-${name}-hint`].join(" ").trim(),
    className: "field-input min-h-11",
  });
  const error = (name: string) =>
    fields[name] ? (
      <p id={`gift-${name}-error`} className="mt-1 text-sm text-red-700">
        {fields[name]}
      </p>
    ) : null;
  return (
    <form method="post" action={lp("/give/pay")} className="space-y-4" data-gift-form="" aria-labelledby="gift-title">
      <div>
        <h2 id="gift-title" className="section-title flex items-center gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="6" y="2" width="12" height="20" rx="2" />
            <path d="M11 18h2" strokeLinecap="round" />
          </svg>
          {t.title}
        </h2>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {result?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message(result.error)}
        </p>
      ) : null}
      <HoneypotFields nameFieldName={GIFT_HONEYPOT} validFromFieldName={null} encryptedValidFrom="" />
      {campaignId ? <input type="hidden" name="campaignId" value={campaignId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="gift-phone" className="field-label">
            {t.phone}
          </label>
          <input {...attrs("phone")} type="tel" inputMode="tel" autoComplete="tel" required maxLength={40} />
          <p id="gift-phone-hint" className="mt-1 text-sm text-slate-600">
            {t.phoneHint}
          </p>
          {error("phone")}
        </div>
        <div>
          <label htmlFor="gift-amount" className="field-label">
            {t.amount}
          </label>
          {/* Text, not number: "5,000" must reach the server and be refused with a message, not be mangled. */}
          <input {...attrs("amount")} type="text" inputMode="numeric" required maxLength={12} />
          <p id="gift-amount-hint" className="mt-1 text-sm text-slate-600">
            {t.amountHint(formatNumber(data.momo.min, lang), formatNumber(data.momo.max, lang))}
          </p>
          {error("amount")}
        </div>
        <div>
          <label htmlFor="gift-name" className="field-label">
            {t.name}
          </label>
          <input
            {...attrs("name")}
            aria-describedby={fields.name ? "gift-name-error" : undefined}
            autoComplete="name"
            maxLength={100}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor="gift-email" className="field-label">
            {t.email}
          </label>
          <input
            {...attrs("email")}
            aria-describedby={fields.email ? "gift-email-error" : undefined}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          {error("email")}
        </div>
      </div>
      <ShowNameField label={t.showName} checked={values.showName === "on"} />
      {data.sms ? (
        <SmsReceiptField label={smsT.receiptConsent} checked={result ? values.smsReceipt === "on" : true} />
      ) : null}
      <button type="submit" className="btn-primary min-h-11 w-full sm:w-auto" data-pending={t.sending}>
        {t.submit}
      </button>
    </form>
  );
}
