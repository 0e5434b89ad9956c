import { PageHero } from "~/components/page-hero";
import { DonationOptions } from "~/components/donation-options";
import { PledgeForm } from "~/components/giving/pledge-form";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { findMessage } from "~/i18n/message";
import { useT } from "~/i18n/use-language";
import { pageMeta, settingsOf } from "~/ui/meta";
import { useRootData, useSiteSettings } from "~/ui/root-data";
import { STATIC_PAGE } from "~/utils/static-page";
import { pledgeAction, pledgePage } from "./give-pledge.server";
import type { Route } from "./+types/give-pledge";

// Not a guest-cached page: its latest allowed date changes every day, and its campaigns with them.
export async function loader({ request }: Route.LoaderArgs) {
  return pledgePage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return pledgeAction(request);
}

export default function GivePledge({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().gifts.pledge;
  const settings = useSiteSettings();
  const flash = useRootData()?.toast;
  const sent = !actionData && flash?.type === "success" && findMessage(flash.message)?.key === "giftThanks";
  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[3fr_2fr]">
        <section id="gift-form" aria-labelledby="gift-form-title" className="card">
          <h2 id="gift-form-title" className="section-title">
            {sent ? t.thanksTitle : t.formTitle}
          </h2>
          <PledgeForm data={loaderData} result={actionData} sent={sent} />
        </section>
        <section aria-labelledby="gift-ways-title" className="card">
          <h2 id="gift-ways-title" className="section-title">
            {t.waysTitle}
          </h2>
          <DonationOptions settings={settings} />
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const t = catalogue(lang).gifts.pledge;
  return pageMeta(matches, t.title, t.metaDescription(settingsOf(matches).identity.name), lang);
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020).
export const handle = STATIC_PAGE;
