import type { User } from "./schema";

/** The user as any client may see it (SPEC §3): never the hash or internal fields. */
export function toPublicUser(user: User) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar ?? null,
    role: user.role,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export const isStaff = (user: Pick<User, "role"> | PublicUser | null | undefined) =>
  !!user && (user.role === "admin" || user.role === "editor");
