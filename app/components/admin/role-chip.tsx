import { isRole, roleLabel, type Role } from "~/domain/people/permissions";

/**
 * Role colours (SPEC §2, §6): admin red, editor blue, author green, user grey. The dashboard's badges show author grey
 * too ("others grey"), hence `palette`. Dark text on light tints keeps contrast above 4.5:1.
 */
const USERS: Record<Role, string> = {
  admin: "bg-red-100 text-red-900",
  editor: "bg-blue-100 text-blue-900",
  author: "bg-green-100 text-green-900",
  user: "bg-slate-200 text-slate-800",
};
const PALETTES = { users: USERS, dashboard: { ...USERS, author: USERS.user } };

export function RoleChip({ role, palette = "users" }: { role: string; palette?: keyof typeof PALETTES }) {
  const colours = PALETTES[palette][isRole(role) ? role : "user"];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{roleLabel(role)}</span>
  );
}
