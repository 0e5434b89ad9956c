import { Link } from "react-router";

/** Previous / Next under an admin list, when it has more than one page (hrefs keep the list's filters). */
export function PagerLinks({
  label,
  prevHref,
  nextHref,
}: {
  label: string;
  prevHref?: string | null;
  nextHref?: string | null;
}) {
  if (!prevHref && !nextHref) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-3">
      {prevHref ? (
        <Link to={prevHref} className="btn-outline min-h-11">
          Previous
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className="btn-outline min-h-11">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
