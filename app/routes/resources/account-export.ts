import { requirePageUser } from "~/server/web/access.server";
import { exportAccount } from "~/domain/people/account.server";
import type { Route } from "./+types/account-export";

// GET /account/export: the signed-in person's data as a JSON download (see the privacy page).
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "signed-in");
  return new Response(JSON.stringify(exportAccount(user), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
