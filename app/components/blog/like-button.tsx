import { HeartIcon } from "~/components/icons";
import { useLocalePath, useT } from "~/i18n/use-language";
import { PersonalSlot } from "~/components/personal-slot";

/** What the post page's Like action answers a script that posts `js=1` (the API answers the same state). */
export type LikeResult = { ok: true; likes: number; liked: boolean } | { ok: false; message: string; login?: boolean };

const buttonClass =
  "btn bg-white text-brand-800 hover:bg-brand-50 aria-pressed:bg-accent-400 aria-pressed:text-slate-900";

/**
 * A plain form post: the page answers with a redirect back to the post and a flash toast (SPEC §8). The public
 * pages' enhancement module (data-like) sends it with fetch instead and updates the button and the count in place.
 * The form sends the state wanted, not "toggle", so a double submit cannot undo itself or like twice.
 */
export function LikeButton({ postId, liked, signedIn }: { postId: string; liked: boolean; signedIn: boolean }) {
  const t = useT().blog;
  const action = useLocalePath()(`/blog/${postId}`);
  if (!signedIn) {
    return (
      <form method="post" action={action}>
        <button type="submit" className={buttonClass}>
          <HeartIcon className="h-4 w-4" /> {t.loginToLike}
        </button>
      </form>
    );
  }
  return (
    <form method="post" action={action} data-like={postId}>
      <input type="hidden" name="liked" value={liked ? "false" : "true"} />
      <button type="submit" className={buttonClass} aria-pressed={liked}>
        <HeartIcon className={`h-4 w-4 ${liked ? "fill-current" : ""}`} />
        <span>{liked ? t.liked : t.like}</span>
      </button>
    </form>
  );
}

/** The Like button as a personal part of the post page (issue 28, docs/decisions/031): the state is the reader's own. */
export function PersonalLike(props: { postId: string; liked: boolean; signedIn: boolean }) {
  return (
    <PersonalSlot name={`like:${props.postId}`}>
      <LikeButton {...props} />
    </PersonalSlot>
  );
}
