import { Link } from "react-router";
import { UserIcon } from "~/components/icons";
import type { UserRow } from "~/routes/admin/users.server";
import { RoleChip } from "./role-chip";

type Props = {
  users: UserRow[];
  selectable: boolean;
  hrefWith: (param: "edit" | "delete", id: string) => string;
  canDelete: boolean;
};

const cell = "block px-4 py-1 md:table-cell md:py-3";

/** SPEC §2 user table; below md each row stacks as a card, so it stays usable at 360 px without a second copy. */
export function UserTable({ users, selectable, hrefWith, canDelete }: Props) {
  const action = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:underline";
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">Users</caption>
        <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-700 md:table-header-group">
          <tr>
            {selectable ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            {["User", "Role", "Status", "Joined", "Last Login", "Actions"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group">
          {users.map((u) => (
            <tr key={u.id} className="block py-2 md:table-row md:py-0">
              {selectable ? (
                <td className={cell}>
                  {/* The label around the box makes the whole 44 px square the target (issue 35). */}
                  <label className="inline-flex h-11 w-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      name="userIds"
                      value={u.id}
                      disabled={u.isSelf}
                      aria-label={`Select ${u.name}`}
                      className="h-5 w-5"
                    />
                  </label>
                </td>
              ) : null}
              <td className={cell}>
                <div className="flex items-center gap-3">
                  {u.avatar ? (
                    <img src={u.avatar} alt="" className="h-9 w-9 rounded-full object-cover" />
                  ) : (
                    <UserIcon className="h-9 w-9 rounded-full bg-slate-100 p-2 text-slate-600" />
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {u.name}
                      {u.isSelf ? " (you)" : ""}
                    </p>
                    <p className="break-all text-slate-700">{u.email}</p>
                  </div>
                </div>
              </td>
              <td className={cell}>
                <RoleChip role={u.role} />
              </td>
              <td className={cell}>
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${u.isVerified ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
                >
                  {u.isVerified ? "Verified" : "Unverified"}
                </span>
              </td>
              <td className={cell}>
                <span className="md:hidden">Joined </span>
                <time dateTime={u.joined}>{u.joinedLabel}</time>
              </td>
              <td className={cell}>
                <span className="md:hidden">Last login: </span>
                {u.lastLoginLabel}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-1">
                  <Link
                    to={hrefWith("edit", u.id)}
                    preventScrollReset
                    className={`${action} text-brand-800`}
                    aria-label={`Edit ${u.name}`}
                  >
                    Edit
                  </Link>
                  {canDelete && !u.isSelf ? (
                    <Link
                      to={hrefWith("delete", u.id)}
                      preventScrollReset
                      className={`${action} text-red-700`}
                      aria-label={`Delete ${u.name}`}
                    >
                      Delete
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
