import { DonationOptions } from "~/components/donation-options";
import { useLocalePath, useT } from "~/i18n/use-language";
import { useSiteSettings } from "~/ui/root-data";

/**
 * Every way to give besides the gift form (issue 25): the mobile-money numbers and bank accounts from settings,
 * "Tell us about your gift", and card payments still "Coming soon" (SPEC §2).
 */
export function WaysToGive() {
  const t = useT().giving;
  const lp = useLocalePath();
  const settings = useSiteSettings();
  return (
    <section className="container-page py-12" aria-labelledby="ways-title">
      <h2 id="ways-title" className="section-title">
        {t.waysTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t.waysIntro}</p>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <DonationOptions settings={settings} />
        <div className="mt-4 space-y-4">
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <h3 className="font-semibold text-slate-900">{t.tellUs}</h3>
            <p className="mt-1 text-sm text-slate-800">{t.tellUsText}</p>
            <a href={lp("/give/tell-us")} className="btn-primary mt-3">
              {t.tellUs}
            </a>
          </div>
          <button type="button" disabled className="btn w-full border border-dashed border-slate-400 text-slate-600">
            {t.cardSoon}
          </button>
        </div>
      </div>
    </section>
  );
}
