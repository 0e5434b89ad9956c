import { Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { AddUserDialog, DeleteUserDialog, EditUserDialog } from "~/components/admin/user-dialogs";
import { UserTable } from "~/components/admin/user-table";
import { FilterForm } from "~/components/admin/filter-form";
import { ROLES, roleLabel, userHasPermission } from "~/domain/people/permissions";
import { useCurrentUser } from "~/ui/root-data";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { requirePageUser } from "~/server/web/access.server";
import { listHref, withParam } from "~/utils/pagination";
import { usersAction, usersScreen } from "./users.server";
import type { Route } from "./+types/users";

export function loader({ request, context }: Route.LoaderArgs) {
  return usersScreen(new URL(request.url), requirePageUser(request, context, "users:view"));
}

export async function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, requirePageUser(request, context, "users:view"));
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, page, pages, filters, back, roles, editing, deleting, adding } = loaderData;
  const manage = userHasPermission(useCurrentUser(), "users:manage");
  const hrefWith = (param: string, value: string) => withParam(back, param, value);
  const result = actionData as { intent?: string } | undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">User Management</h1>
          <p className="text-slate-700">
            {total.toLocaleString("en")} {total === 1 ? "user" : "users"}
          </p>
        </div>
        {manage ? (
          <Link to={hrefWith("add", "1")} preventScrollReset className="btn-primary min-h-11">
            Add User
          </Link>
        ) : null}
      </div>
      <FilterForm label="Search users" className="card grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div>
          <label htmlFor="users-q" className="field-label">
            Search by name or e-mail
          </label>
          <input id="users-q" type="search" name="q" defaultValue={filters.q} className="field-input min-h-11" />
        </div>
        <div>
          <label htmlFor="users-role" className="field-label">
            Role
          </label>
          <select id="users-role" name="role" defaultValue={filters.role} className="field-input min-h-11">
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-11">
          Search
        </button>
      </FilterForm>
      {users.length === 0 ? (
        <p className="card text-center text-slate-700">No users found</p>
      ) : (
        <Form method="post" aria-label="Users and bulk changes" className="space-y-3">
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="back" value={back} />
          {manage ? (
            <fieldset className="card flex flex-wrap items-end gap-3 p-4">
              <legend className="sr-only">Change the selected users</legend>
              <div>
                <label htmlFor="bulk-role" className="field-label">
                  Set role of selected
                </label>
                <select id="bulk-role" name="role" className="field-input min-h-11" defaultValue="">
                  <option value="">Keep role</option>
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {roleLabel(r)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="bulk-verified" className="field-label">
                  Set status of selected
                </label>
                <select id="bulk-verified" name="isVerified" className="field-input min-h-11" defaultValue="">
                  <option value="">Keep status</option>
                  <option value="true">Verified</option>
                  <option value="false">Unverified</option>
                </select>
              </div>
              <button type="submit" className="btn-outline min-h-11">
                Apply to selected
              </button>
            </fieldset>
          ) : null}
          <UserTable users={users} selectable={manage} hrefWith={hrefWith} canDelete={manage} />
        </Form>
      )}
      <BlogPagination page={page} pages={pages} hrefFor={(p) => listHref("/admin/users", filters, p)} />
      {editing ? (
        <EditUserDialog
          user={editing}
          roles={roles}
          back={back}
          result={result?.intent === "update" ? actionData : undefined}
        />
      ) : null}
      {deleting ? <DeleteUserDialog user={deleting} back={back} /> : null}
      {adding ? (
        <AddUserDialog roles={roles} back={back} result={result?.intent === "invite" ? actionData : undefined} />
      ) : null}
    </div>
  );
}

export const meta = () => [{ title: "User Management · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError title="Failed to fetch users" />;
}
