import { listUsers } from "~/domain/people/user-admin.server";
import { inviteUser } from "~/domain/people/user-invite.server";
import { toPublicUser } from "~/domain/people/users.server";
import { apiHandler, methodNotAllowed, readJson, validate } from "~/platform/http/api.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { userListQuerySchema } from "~/domain/people/user-schema";
import type { Route } from "./+types/users";

// GET /api/users (SPEC §7, admin or editor): ?q, ?role, ?page, ?limit → {success, data, pagination}.
export const loader = apiHandler(({ request, context }: Route.LoaderArgs) => {
  const query = validate(userListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total, page, pages, limit } = listUsers(getCurrentUser(context), query);
  return Response.json({ success: true, data: rows.map(toPublicUser), pagination: { page, limit, total, pages } });
});

// POST /api/users (beyond the spec, admin): Add User {name, email, role} → 201; the person sets their password by e-mail.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await inviteUser(getCurrentUser(context), await readJson(request));
  return Response.json(
    {
      success: true,
      data: toPublicUser(user),
      message: `Account created; ${user.email} will receive a link to set a password`,
    },
    { status: 201 },
  );
});
