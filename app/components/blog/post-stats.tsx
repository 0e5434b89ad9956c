import { EyeIcon, HeartIcon } from "~/components/icons";
import { formatCount } from "~/utils/post-display";

type Props = { views: number; likes: number; className?: string; /** The post whose Like button may update this count in place. */ likesOf?: string };

/** Views and likes: an icon and the number on screen, "1,240 views" for screen readers. */
export function PostStats({ views, likes, className = "", likesOf }: Props) {
  return (
    <span className={`inline-flex items-center gap-4 ${className}`}>
      <span className="inline-flex items-center gap-1">
        <EyeIcon className="h-4 w-4" />
        {formatCount(views)}
        <span className="sr-only"> views</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <HeartIcon className="h-4 w-4" />
        <span data-like-count={likesOf}>{formatCount(likes)}</span>
        <span className="sr-only"> likes</span>
      </span>
    </span>
  );
}
