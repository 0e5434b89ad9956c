import { EyeIcon, HeartIcon } from "~/components/icons";
import { formatNumber } from "~/i18n/intl";
import { useLang, useT } from "~/i18n/use-language";

type Props = {
  views: number;
  likes: number;
  className?: string;
  /** The post whose Like button may update this count in place. */ likesOf?: string;
};

/** Views and likes: an icon and the number on screen, "1,240 views" for screen readers. */
export function PostStats({ views, likes, className = "", likesOf }: Props) {
  const lang = useLang();
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-4 ${className}`}>
      <span className="inline-flex items-center gap-1">
        <EyeIcon className="h-4 w-4" />
        {formatNumber(views, lang)}
        <span className="sr-only"> {t.blog.views}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <HeartIcon className="h-4 w-4" />
        <span data-like-count={likesOf}>{formatNumber(likes, lang)}</span>
        <span className="sr-only"> {t.blog.likes}</span>
      </span>
    </span>
  );
}
