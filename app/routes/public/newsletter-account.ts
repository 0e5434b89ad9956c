import { redirect } from "react-router";
import { requirePageUser } from "~/server/web/access.server";
import { accountNewsletterAction } from "./newsletter-subscribe.server";
import { langOfRequest, localizePath } from "~/i18n/languages";
import type { Route } from "./+types/newsletter-account";

// The /account page's newsletter forms post here (subscribe, language, unsubscribe); a GET goes to /account.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/account", langOfRequest(request)));
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountNewsletterAction(request, requirePageUser(request, context, "signed-in"));
}
