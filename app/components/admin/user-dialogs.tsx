import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import type { UserRow } from "~/routes/admin/users.server";
import { readFormResult } from "~/utils/form-result";
import { ConfirmDeleteDialog, ServerDialog } from "./server-dialog";
import { roleLabel, userHasPermission } from "~/domain/people/permissions";
import { useCurrentUser } from "~/ui/root-data";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";

function Buttons({ back, label }: { back: string; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Link to={back} className="btn-outline min-h-11" preventScrollReset>
        Cancel
      </Link>
      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {busy ? "Saving…" : label}
      </button>
    </div>
  );
}

function RoleSelect({
  roles,
  value,
  disabledNote,
  error,
}: {
  roles: string[];
  value: string;
  disabledNote?: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor="user-role" className="field-label">
        Role
      </label>
      <select
        id="user-role"
        name="role"
        defaultValue={value}
        disabled={!!disabledNote || roles.length === 0}
        className="field-input min-h-11"
        aria-describedby={disabledNote ? "user-role-note" : undefined}
      >
        {(roles.length ? roles : [value]).map((r) => (
          <option key={r} value={r}>
            {roleLabel(r)}
          </option>
        ))}
      </select>
      {disabledNote ? (
        <p id="user-role-note" className="mt-1 text-sm text-slate-700">
          {disabledNote}
        </p>
      ) : null}
      <FieldError id="user-role-error" message={error} />
    </div>
  );
}

/** SPEC §2 edit dialog: name, email, role; an editor corrects names only (docs/decisions/012). */
export function EditUserDialog({
  user,
  roles,
  back,
  result,
}: {
  user: UserRow;
  roles: string[];
  back: string;
  result: unknown;
}) {
  const { fields, values, error } = readFormResult(result);
  const manage = userHasPermission(useCurrentUser(), "users:manage");
  const note = !manage
    ? "Only an admin changes e-mails and roles."
    : user.isSelf
      ? "You cannot change your own role."
      : undefined;
  return (
    <ServerDialog title={`Edit ${user.name}`} titleId="edit-user-title">
      <Form method="post" noValidate className="mt-4 space-y-4">
        {error && Object.keys(fields).length === 0 ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={user.id} />
        <input type="hidden" name="back" value={back} />
        <TextField
          name="name"
          label="Name"
          defaultValue={values.name ?? user.name}
          error={fields.name}
          required
          maxLength={100}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          defaultValue={values.email ?? user.email}
          error={fields.email}
          required
          readOnly={!manage}
        />
        <RoleSelect roles={roles} value={values.role ?? user.role} disabledNote={note} error={fields.role} />
        <Buttons back={back} label="Save Changes" />
      </Form>
    </ServerDialog>
  );
}

export function DeleteUserDialog({ user, back }: { user: UserRow; back: string }) {
  return (
    <ConfirmDeleteDialog
      title="Delete user"
      titleId="delete-user-title"
      question={`Are you sure you want to delete ${user.name}? This action cannot be undone.`}
      id={user.id}
      back={back}
    >
      <p className="mt-2 text-sm text-slate-700">
        Their likes, messages and sessions are removed; posts they wrote stay, shown as Unknown Author.
      </p>
    </ConfirmDeleteDialog>
  );
}

/** Add User (beyond the spec): the new person chooses their own password from an e-mailed link. */
export function AddUserDialog({ roles, back, result }: { roles: string[]; back: string; result: unknown }) {
  const { fields, values, error } = readFormResult(result);
  return (
    <ServerDialog title="Add user" titleId="add-user-title" describedBy="add-user-text">
      <p id="add-user-text" className="mt-2 text-sm text-slate-700">
        They will receive an e-mail with a link to choose their password (valid 7 days).
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        {error && Object.keys(fields).length === 0 ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="back" value={back} />
        <TextField
          name="name"
          label="Name"
          defaultValue={values.name ?? ""}
          error={fields.name}
          required
          maxLength={100}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          defaultValue={values.email ?? ""}
          error={fields.email}
          required
        />
        <RoleSelect roles={roles} value={values.role ?? "user"} error={fields.role} />
        <div>
          {/* Issue 17: the invitation (and the person's later e-mails) in the language they read best. */}
          <label htmlFor="user-lang" className="field-label">
            Language of their e-mails
          </label>
          <select id="user-lang" name="lang" defaultValue={values.lang ?? "en"} className="field-input min-h-11">
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <Buttons back={back} label="Create account" />
      </Form>
    </ServerDialog>
  );
}
