import { useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n/use-language";
import { useCurrentUser } from "~/ui/root-data";
import { EnvelopeIcon } from "~/components/icons";

/**
 * A signed-in person whose e-mail address is not verified is told so on every public page and /account (issue 23),
 * in the page's language, with the two ways on: "Enter your code" (a link) and "Send a new code" (a plain form
 * POST to the code page's own action, so it works without JavaScript and lands where the code is typed). Both
 * carry this page as the way back. Only signed-in pages show it: they are never in the guest page cache.
 */
export function UnverifiedNotice() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const lp = useLocalePath();
  const s = useT().common.unverified;
  if (!user || user.isVerified) return null;
  const codePage = lp(`/verify-email?redirectTo=${encodeURIComponent(pathname + search)}`);
  const control = "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold sm:min-h-9";
  return (
    <section aria-label={s.label} className="border-b border-accent-500 bg-amber-50">
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 py-2 text-sm text-slate-900">
        <EnvelopeIcon className="h-5 w-5 shrink-0 text-accent-600" />
        <p className="min-w-0 flex-1 basis-56">{s.text}</p>
        <div className="flex flex-wrap items-center gap-2">
          <a href={codePage} className={`${control} bg-brand-700 text-white hover:bg-brand-800`}>
            {s.enterCode}
          </a>
          <form method="post" action={codePage}>
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className={`${control} text-brand-800 underline underline-offset-4 hover:bg-white`}>
              {s.sendCode}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
