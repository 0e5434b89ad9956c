import { redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { langOfRequest, localizePath } from "~/i18n/languages";

// SPEC §2: any other path goes home, in the language it was asked in (/rw/nowhere → /rw).
const home = ({ request }: { request: Request }) => redirect(localizePath("/", langOfRequest(request)));
export const loader = (args: Route.LoaderArgs) => home(args);
export const action = (args: Route.ActionArgs) => home(args);
