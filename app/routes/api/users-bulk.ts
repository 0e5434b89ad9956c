import { bulkUpdateUsers } from "~/domain/people/user-admin.server";
import { requireUserManager } from "~/domain/people/user-permissions.server";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { bulkUpdateSchema } from "~/domain/people/user-schema";
import type { Route } from "./+types/users-bulk";

export const loader = () => methodNotAllowed(["PATCH"]);

// PATCH /api/users/bulk {userIds, updates: {role?, isVerified?}} (SPEC §7, admin) → {success, message}.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  const user = getCurrentUser(context);
  requireUserManager(user);
  const message = bulkUpdateUsers(user, validate(bulkUpdateSchema, await readJson(request)));
  return Response.json({ success: true, message });
});
