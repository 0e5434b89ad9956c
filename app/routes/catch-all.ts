import type { Route } from "./+types/catch-all";
import { homeForUnknownPath } from "~/platform/http/unknown-path.server";

// SPEC §2: any other path goes home, in the language it was asked in, saying why (unknown-path.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => homeForUnknownPath(request);
export const action = ({ request }: Route.ActionArgs) => homeForUnknownPath(request);
