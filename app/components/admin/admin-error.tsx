import { isRouteErrorResponse, Link, useRouteError } from "react-router";

// React Router gives a thrown data() without a statusText the text "Internal Server Error" whatever its status,
// so only a statusText the app chose is used as a heading; the HTTP reason phrases are not.
const REASON_PHRASES =
  /^(|OK|Bad Request|Unauthorized|Forbidden|Not Found|Gone|Conflict|Internal Server Error|Service Unavailable)$/i;

type Props = {
  /** Heading for a failure with no title of its own. */
  title?: string;
  /** Heading for a refusal (403), e.g. "You may not edit this post". */
  forbiddenTitle?: string;
  /** What to do instead, when the refusal's own message only repeats the heading. */
  forbiddenText?: string;
};

const sameWords = (a: string, b: string) =>
  a.replace(/[.!\s]+$/, "").toLowerCase() === b.replace(/[.!\s]+$/, "").toLowerCase();

/**
 * An admin screen that could not load. A refusal (403) and a missing thing (404) are said as such, in a calm box
 * with a way back; only real failures are a red "could not load". Never a stack trace.
 */
export function AdminError({
  title,
  forbiddenTitle = "You may not open this page",
  forbiddenText = "Your account does not have the right to do this. Ask an editor or an admin if it needs doing.",
}: Props) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  const status = response?.status ?? 500;
  const custom = response && !REASON_PHRASES.test(response.statusText) ? response.statusText : "";
  const data = response?.data as unknown;
  const text =
    typeof data === "string"
      ? data
      : typeof (data as { message?: unknown })?.message === "string"
        ? (data as { message: string }).message
        : "";

  let heading: string;
  let message: string;
  if (status === 403) {
    heading = custom || forbiddenTitle;
    message = text && !sameWords(text, heading) ? text : forbiddenText;
  } else if (status === 404) {
    heading = custom || "Not Found";
    message = text || "What you are looking for does not exist or was deleted.";
  } else {
    heading = custom || title || "Could not load this page";
    message =
      response && status !== 500 && text ? text : "Something went wrong while loading this page. Please try again.";
  }
  const refusal = status === 403 || status === 404;
  return (
    <div
      role="alert"
      className={`rounded-xl border p-6 ${refusal ? "border-slate-300 bg-white text-slate-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      <h1 className="text-xl font-bold">{heading}</h1>
      <p className="mt-2">{message}</p>
      <Link to="/admin/blog" className="mt-4 inline-flex min-h-11 items-center font-semibold underline">
        Back to blog posts
      </Link>
    </div>
  );
}
