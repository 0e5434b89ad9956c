import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalePath, useT } from "~/i18n/use-language";
import { useMomoOnline } from "~/ui/root-data";
import type { SiteSettings } from "~/domain/settings/settings-schema";
import { whatsappLink } from "~/utils/contact-links";

const COPY_CLASS =
  "inline-flex min-h-11 items-center rounded-full border border-brand-700 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50";

function CopyButton({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const t = useT().common;
  // Without hydration (the static public pages) it waits hidden: the enhancement module shows it where the
  // clipboard can be written, and copies (data-copy). Without JavaScript the number is select-all text.
  if (!hydrated) {
    return (
      <button type="button" hidden data-copy={value} className={COPY_CLASS} aria-label={t.donation.copyLabel(label)}>
        <span aria-live="polite">{t.enhance.copy}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={COPY_CLASS}
      aria-label={t.donation.copyLabel(label)}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        } catch {
          setCopied(false);
        }
      }}
    >
      <span aria-live="polite">{copied ? t.enhance.copied : t.enhance.copy}</span>
    </button>
  );
}

/** How to ask for a number that is not published yet: a tappable e-mail, and WhatsApp where a number takes it. */
function AskForNumber({ settings, what, askUs }: { settings: SiteSettings; what: string; askUs?: string }) {
  const email = settings.contact.emails[0];
  const whatsapp = settings.contact.phones.find((p) => p.whatsapp);
  const t = useT().common.donation;
  const text = t.askText(settings.identity.name, what);
  return (
    <p className="flex flex-wrap items-center gap-x-3">
      <span>{askUs ?? t.askUs}</span>
      {email ? (
        <a
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          href={`mailto:${email}?subject=${encodeURIComponent(t.askSubject(what))}&body=${encodeURIComponent(text)}`}
        >
          {t.byEmail}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          href={whatsappLink(whatsapp.number, text)}
          rel="noopener noreferrer"
        >
          {t.onWhatsApp}
        </a>
      ) : null}
    </p>
  );
}

const MTN = "MTN MoMo";

/**
 * MTN MoMo, how most people here give (issue 35), named even when staff have published no number: with online
 * payment configured, the way to pay from the page (/give/pay, in the page's language); otherwise, unless an MTN
 * number is listed below already, how to ask for the number.
 */
function MtnMomo({ settings, className }: { settings: SiteSettings; className: string }) {
  const all = useT();
  const t = all.common.donation;
  const lp = useLocalePath();
  const online = useMomoOnline();
  const listed = settings.donations.mobileMoney.some((m) => /mtn|momo/i.test(m.provider));
  if (!online && listed) return null;
  return (
    <div className={className} data-mtn-momo="">
      <h3 className="font-semibold text-slate-900">{MTN}</h3>
      {online ? (
        // The link says it all (its page explains the request to the phone): every page carries this dialog.
        <a href={lp("/give/pay")} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {all.payments.form.submit}
        </a>
      ) : (
        <AskForNumber settings={settings} what={t.numberOf(MTN)} askUs={t.momoAskUs} />
      )}
    </div>
  );
}

/** The ways to give (issue 10): mobile money first (most Rwandan donors give this way), then bank transfer. */
export function DonationOptions({ settings }: { settings: SiteSettings }) {
  const { banks, mobileMoney } = settings.donations;
  const t = useT().common.donation;
  const item = "rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800";
  // Plain groups under headings, not named regions: the list stands in the dialog and on /give at once.
  return (
    <div className="mt-4 space-y-4">
      <MtnMomo settings={settings} className={item} />
      {mobileMoney.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">{t.mobileMoney}</h3>
          <ul className="mt-2 space-y-2">
            {mobileMoney.map((m) => (
              <li key={`${m.provider}-${m.number}`} className={item}>
                <p className="font-semibold text-slate-900">{m.provider}</p>
                <p className="flex flex-wrap items-center gap-2">
                  {t.number} <span className="font-mono text-base select-all">{m.number}</span>{" "}
                  <CopyButton value={m.number} label={t.numberOf(m.provider)} />
                </p>
                {m.accountName ? (
                  <p>
                    {t.name} {m.accountName}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">{t.bankTransfer}</h3>
        <ul className="mt-2 space-y-2">
          {banks.map((bank) => (
            <li key={`${bank.bank}-${bank.accountNumber}`} className={item}>
              <p className="font-semibold text-slate-900">{bank.bank}</p>
              <p>
                {t.accountName} {bank.accountName}
              </p>
              {bank.accountNumber ? (
                <p className="flex flex-wrap items-center gap-2">
                  {t.accountNumber} <span className="font-mono text-base select-all">{bank.accountNumber}</span>{" "}
                  <CopyButton value={bank.accountNumber} label={t.accountNumberOf(bank.bank)} />
                </p>
              ) : (
                <AskForNumber settings={settings} what={t.accountNumberOf(bank.bank)} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
