import { useEffect } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { HeartIcon } from "~/components/icons";
import { toast } from "~/components/toaster";

export type LikeResult = { ok: true; likes: number; liked: boolean } | { ok: false; message: string; login?: boolean };

/** One fetcher per post, shared by the button and the like count in the hero. */
export const likeFetcherKey = (postId: string) => `like:${postId}`;

export function useLikeState(postId: string, initial: { likes: number; liked: boolean }) {
  const fetcher = useFetcher<LikeResult>({ key: likeFetcherKey(postId) });
  // SPEC §4: after a like the count is the server's value.
  return fetcher.data?.ok ? { likes: fetcher.data.likes, liked: fetcher.data.liked } : initial;
}

const buttonClass = "btn bg-white text-brand-800 hover:bg-brand-50 aria-pressed:bg-accent-400 aria-pressed:text-slate-900";

/**
 * Without JavaScript this is a plain form post (the page answers with a redirect and a flash toast); with it,
 * a fetcher: disabled while the call is in flight, toasts from SPEC §8. The form sends the state wanted,
 * not "toggle", so a double submit cannot undo itself or like twice.
 */
export function LikeButton({ postId, liked, signedIn }: { postId: string; liked: boolean; signedIn: boolean }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<LikeResult>({ key: likeFetcherKey(postId) });
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.liked ? "Post liked!" : "Removed like");
    else toast.error(result.message);
    if (!result.ok && result.login) navigate(`/login?redirectTo=${encodeURIComponent(`/blog/${postId}`)}`);
  }, [fetcher.data, navigate, postId]);

  if (!signedIn) {
    return (
      <Form method="post" action={`/blog/${postId}`}>
        <button type="submit" className={buttonClass}>
          <HeartIcon className="h-4 w-4" /> Login to Like
        </button>
      </Form>
    );
  }
  return (
    <fetcher.Form method="post" action={`/blog/${postId}`}>
      <input type="hidden" name="liked" value={liked ? "false" : "true"} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={buttonClass} aria-pressed={liked} disabled={busy}>
        <HeartIcon className={`h-4 w-4 ${liked ? "fill-current" : ""}`} />
        {liked ? "Liked" : "Like"}
      </button>
    </fetcher.Form>
  );
}
