import { removeSubscriptionInTx } from "~/domain/newsletter/subscriptions.server";
import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "~/platform/data/db.server";
import { contactMessages, users } from "./schema";
import { postLikes, posts } from "~/domain/blog/schema";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { eraseDonorInTx } from "~/domain/giving/donor-privacy.server";
import { eraseSignupsInTx } from "~/domain/events/signup-privacy.server";

/**
 * Removes an account and what is only theirs, inside the caller's transaction (docs/decisions/012): their likes
 * (the posts' counts follow), sessions, codes and the contact messages they sent go; the posts they wrote stay
 * and show "Unknown Author" (author_id is set null by the foreign key). Shared by admin deletion and self-deletion.
 */
export function removeUserInTx(tx: Tx, userId: string) {
  const liked = tx
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(eq(postLikes.userId, userId))
    .all()
    .map((r) => r.postId);
  tx.delete(postLikes).where(eq(postLikes.userId, userId)).run();
  if (liked.length > 0) {
    tx.update(posts)
      .set({
        likes: sql`${posts.importedLikes} + (select count(*) from ${postLikes} where ${postLikes.postId} = ${posts.id})`,
      })
      .where(inArray(posts.id, liked))
      .run();
  }
  tx.delete(contactMessages).where(eq(contactMessages.userId, userId)).run();
  // Their newsletter subscription goes too (issue 17), only if it is theirs: an unverified account never owned
  // the subscription of the address it signed up with (issue 23).
  const account = tx
    .select({ id: users.id, email: users.email, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (account) removeSubscriptionInTx(tx, account);
  // Gifts made with their verified address keep their amount and receipt number, without the donor (issue 25).
  if (account) eraseDonorInTx(tx, account);
  // Event sign-ups lose who made them; those to come are cancelled (issue 37).
  if (account) eraseSignupsInTx(tx, { ...account, id: userId });
  // Sessions, verification codes and reset tokens cascade; posts, images and audit entries keep a null reference.
  tx.delete(users).where(eq(users.id, userId)).run();
  // Their posts now say "Unknown Author" and their likes are gone from the counts. Synchronous, so safe inside
  // the transaction (nothing renders before it commits).
  invalidateGuestPages();
}
