import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data (current user, flash toast) from anywhere below it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function useCurrentUser() {
  return useRootData()?.user ?? null;
}
