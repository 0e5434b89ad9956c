import { useRouteLoaderData } from "react-router";
import { SITE_DEFAULTS } from "~/content/site-defaults";
import type { loader } from "~/root";

/** The root loader's data (current user, flash toast) from anywhere below it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function useCurrentUser() {
  return useRootData()?.user ?? null;
}

/** The organisation's details as staff set them at /admin/settings (defaults from app/content). */
export function useSiteSettings() {
  const settings = useRootData()?.settings;
  return settings ?? SITE_DEFAULTS;
}
