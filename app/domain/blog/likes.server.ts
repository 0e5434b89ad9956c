import { sqlite } from "~/platform/data/db.server";
import { onFirstUse } from "~/utils/on-first-use";
import { HttpError } from "~/platform/http/errors.server";
import { msg } from "~/i18n/message";

const statements = () => ({
  postStatus: sqlite.prepare<[string], { status: string }>("select status from posts where id = ?"),
  find: sqlite.prepare<[string, string], { n: number }>(
    "select 1 as n from post_likes where post_id = ? and user_id = ?",
  ),
  add: sqlite.prepare<[string, string, number]>(
    "insert or ignore into post_likes (post_id, user_id, created_at) values (?, ?, ?)",
  ),
  remove: sqlite.prepare<[string, string]>("delete from post_likes where post_id = ? and user_id = ?"),
  recount: sqlite.prepare<[string, string]>(
    "update posts set likes = imported_likes + (select count(*) from post_likes where post_id = ?) where id = ?",
  ),
  likes: sqlite.prepare<[string], { likes: number }>("select likes from posts where id = ?"),
});
const s = onFirstUse(statements);

/**
 * Sets (liked: true/false) or toggles (liked: undefined) the user's like. One immediate transaction: the row
 * change and the recount of posts.likes happen together, so the count always equals the rows (plus the likes
 * imported from before the site) and
 * two requests at once can neither give a user two likes nor lose one. Only published posts can be liked.
 */
export function setLike(postId: string, userId: string, liked?: boolean): { likes: number; liked: boolean } {
  const run = sqlite.transaction(() => {
    if (s().postStatus.get(postId)?.status !== "published") throw new HttpError(404, msg("blogPostNotFound"));
    const want = liked ?? !s().find.get(postId, userId);
    if (want) s().add.run(postId, userId, Date.now());
    else s().remove.run(postId, userId);
    s().recount.run(postId, postId);
    return { likes: s().likes.get(postId)!.likes, liked: want };
  });
  return run.immediate();
}

export function hasLiked(postId: string, userId: string | null | undefined) {
  return !!userId && !!s().find.get(postId, userId);
}
