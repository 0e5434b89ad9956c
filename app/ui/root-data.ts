import { useRouteLoaderData } from "react-router";
import type { ToastMessage } from "remix-toast";
import type { PublicUser } from "~/domain/people/users.server";
import type { SiteSettings } from "~/domain/settings/settings-schema";
import { SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import { DEFAULT_TIME_ZONE, formatDate, type DateKind } from "~/utils/dates";
import { localizeSettings } from "~/domain/settings/localized-settings";
import { useLang } from "~/i18n/use-language";
import type { DataSaverOffer } from "~/platform/offline/data-saver";

/** What the root loader gives every page (root-data.server.ts), declared here so that the screens need not import the root. */
export type RootData = {
  user: PublicUser | null;
  toast: ToastMessage | null;
  settings: SiteSettings;
  origin: string;
  /** The data saver (issue 27): pictures as tiny placeholders loaded on a tap, the home hero as text. */
  dataSaver: boolean;
  /** Issue 35: the one-line offer for a reader who has not chosen (data-saver.ts); outside the personal parts. */
  dataSaverOffer?: DataSaverOffer;
  /** Issue 35: paying with MTN MoMo from the page is configured (the donation dialog links to it). */
  momoOnline?: boolean;
};

/** The root loader's data (current user, flash toast) from anywhere below it. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

export function useCurrentUser() {
  return useRootData()?.user ?? null;
}

/**
 * The organisation's details as staff set them at /admin/settings (defaults from app/content), with the text that
 * can be given per language (office hours, partner lines, figure labels) in the page's language, else English.
 */
export function useSiteSettings() {
  const settings = useRootData()?.settings ?? SITE_DEFAULTS;
  return localizeSettings(settings, useLang());
}

/** The site's time zone (settings), the same in the browser as on the server: no page changes between the two. */
export function useSiteTimeZone() {
  return useRootData()?.settings?.time?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The one date formatter bound to the site's time zone and the page's language, for components. */
export function useFormatDate() {
  const zone = useSiteTimeZone();
  const lang = useLang();
  return (value: Date | string | number | null | undefined, kind: DateKind = "long") =>
    formatDate(value, kind, lang, zone);
}

/** The data saver is on for this page (app/platform/offline/data-saver.ts). */
export function useDataSaver() {
  return useRootData()?.dataSaver ?? false;
}

/** The data saver's offer for this reader, if any (issue 35). */
export function useDataSaverOffer(): DataSaverOffer {
  return useRootData()?.dataSaverOffer ?? null;
}

/** Online payment with MTN MoMo is configured (issue 35). */
export function useMomoOnline() {
  return useRootData()?.momoOnline ?? false;
}
