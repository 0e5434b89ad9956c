import { deleteUser, getUser, updateUser } from "~/domain/people/user-admin.server";
import { toPublicUser } from "~/domain/people/users.server";
import { apiHandler, methodNotAllowed, readJson } from "~/platform/http/api.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/user";

// GET /api/users/:id (SPEC §7, admin or editor).
export const loader = apiHandler(({ params, context }: Route.LoaderArgs) =>
  Response.json({ success: true, data: toPublicUser(getUser(getCurrentUser(context), params.id)) }),
);

// PUT /api/users/:id {name, email, role} → {success, data}; DELETE → {success}. Rights: docs/decisions/012.
export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  const actor = getCurrentUser(context);
  if (request.method === "PUT") {
    getUser(actor, params.id);
    const user = updateUser(actor, params.id, await readJson(request));
    return Response.json({ success: true, data: toPublicUser(user) });
  }
  if (request.method === "DELETE") {
    deleteUser(actor, params.id);
    return Response.json({ success: true });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
});
