import { eq, sql } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import { users, type User } from "./schema";

/** The one e-mail lookup: addresses are unique case-insensitively (the lower(email) index). */
export const findUserByEmail = (email: string) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .get();

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
