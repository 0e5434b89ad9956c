import { data } from "react-router";
import { backWithin, hasAccess } from "~/domain/auth/access.server";
import { bulkUpdateUsers, deleteUser, getUser, listUsers, updateUser } from "~/domain/people/user-admin.server";
import { inviteUser } from "~/domain/people/user-invite.server";
import { assignableRoles } from "~/domain/people/user-permissions.server";
import { HttpError } from "~/platform/http/errors.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { bulkUpdateSchema, userListQuerySchema } from "~/domain/people/user-schema";
import { validate } from "~/platform/http/api.server";
import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { listHref } from "~/utils/pagination";
import { msg } from "~/i18n/message";

const toRow = (u: User, actor: User, date: SiteDates) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  avatar: u.avatar,
  role: u.role,
  isVerified: u.isVerified,
  joined: isoDate(u.createdAt) ?? "",
  joinedLabel: date(u.createdAt, "long"),
  lastLoginLabel: u.lastLogin ? date(u.lastLogin, "long") : "Never",
  isSelf: u.id === actor.id,
});
export type UserRow = ReturnType<typeof toRow>;

/** /admin/users: search, role and page in the URL; `?edit=`, `?delete=` and `?add=1` open the server-rendered dialogs. */
export function usersScreen(url: URL, actor: User) {
  const raw = Object.fromEntries(["q", "role", "page"].map((k) => [k, url.searchParams.get(k) ?? ""]));
  const parsed = userListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : userListQuerySchema.parse({});
  const listing = listUsers(actor, query);
  const date = siteDates();
  const filters = { q: query.q ?? "", role: query.role ?? "" };
  const back = listHref("/admin/users", filters, listing.page);
  const pick = (id: string | null) => {
    if (!id) return null;
    try {
      return toRow(getUser(actor, id), actor, date);
    } catch {
      return null;
    }
  };
  return {
    users: listing.rows.map((u) => toRow(u, actor, date)),
    total: listing.total,
    page: listing.page,
    pages: listing.pages,
    filters,
    back,
    roles: assignableRoles(actor),
    editing: pick(url.searchParams.get("edit")),
    deleting: hasAccess(actor, "users:manage") ? pick(url.searchParams.get("delete")) : null,
    adding: hasAccess(actor, "users:manage") && url.searchParams.get("add") === "1",
  };
}

/** One action for the screen's forms (intent): failures of a dialog come back to it with what was typed. */
export async function usersAction(request: Request, actor: User) {
  let back = "/admin/users";
  let intent = "";
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    intent = values.intent ?? "";
    back = backWithin(values.back, "/admin/users");
    if (intent === "update") {
      const input = {
        name: values.name,
        ...(values.email !== undefined ? { email: values.email } : {}),
        ...(values.role ? { role: values.role } : {}),
      };
      updateUser(actor, values.id, input);
      return redirectWithSuccess(back, "User updated successfully");
    }
    if (intent === "delete") {
      deleteUser(actor, values.id);
      return redirectWithSuccess(back, "User deleted successfully");
    }
    if (intent === "invite") {
      const user = await inviteUser(actor, {
        name: values.name,
        email: values.email,
        role: values.role || undefined,
        lang: values.lang || undefined,
      });
      return redirectWithSuccess(back, `Account created; ${user.email} will receive a link to set a password`);
    }
    if (intent === "bulk") {
      const updates = {
        ...(values.role ? { role: values.role } : {}),
        ...(values.isVerified ? { isVerified: values.isVerified } : {}),
      };
      const message = bulkUpdateUsers(
        actor,
        validate(bulkUpdateSchema, { userIds: form.getAll("userIds").filter((v) => typeof v === "string"), updates }),
      );
      return redirectWithSuccess(back, message);
    }
    throw new HttpError(400, msg("unknownAction"));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (intent === "update" || intent === "invite") {
      return data(
        { ok: false as const, intent, error: error.message, fields: error.fields ?? {}, values },
        { status: error.status },
      );
    }
    return redirectWithError(
      back,
      intent === "delete" ? error.message || "Failed to delete user" : error.message || "Failed to bulk update users",
    );
  }
}
