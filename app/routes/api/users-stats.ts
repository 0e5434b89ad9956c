import { userStats } from "~/domain/people/user-admin.server";
import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/users-stats";

// GET /api/users/stats (SPEC §7): {total, verified, unverified, byRole, newThisMonth, activeThisMonth}.
export const loader = apiHandler(({ context }: Route.LoaderArgs) =>
  Response.json({ success: true, data: userStats(getCurrentUser(context)) }),
);

export const action = () => methodNotAllowed(["GET"]);
