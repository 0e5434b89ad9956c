import { PageHero } from "~/components/page-hero";
import { Link, useLocation, useNavigation } from "react-router";
import { ArrowLeftIcon } from "~/components/icons";
import { stripLang } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";

/** SPEC §2 loading state: client-side moves between blog pages show a spinner until the data is in. */
export function BlogPending() {
  const navigation = useNavigation();
  const t = useT();
  const pending = navigation.state === "loading" && stripLang(navigation.location.pathname).startsWith("/blog");
  if (!pending) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-20 z-40 mx-auto flex w-fit items-center gap-3 rounded-full bg-white px-5 py-2.5 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200"
    >
      <span
        className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {t.blog.loading}
    </div>
  );
}

export function BlogEmpty({ filtered }: { filtered: boolean }) {
  const t = useT().blog;
  const lp = useLocalePath();
  return (
    <div className="card py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{t.noPosts}</p>
      {filtered ? (
        <p className="mt-2 text-slate-700">
          {t.tryAnotherSearch}{" "}
          <Link to={lp("/blog")} className="font-medium text-brand-700 underline">
            {t.seeAllArticles}
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

/** A page-level problem with a way back to the list (Post Not Found, Error Loading Post). */
export function BlogProblem({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {children}
          <BackToBlog className="btn-primary min-h-11" />
        </div>
      </div>
    </div>
  );
}

export function BackToBlog({
  className = "inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline",
}: {
  className?: string;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link to={lp("/blog")} className={className}>
      <ArrowLeftIcon className="h-4 w-4" /> {t.blog.backToBlog}
    </Link>
  );
}

/** Reloads the page as it is: a plain link, so it also works without JavaScript. */
export function TryAgainLink({ className = "btn-outline" }: { className?: string }) {
  const location = useLocation();
  const t = useT();
  return (
    <a href={location.pathname + location.search} className={className}>
      {t.blog.tryAgain}
    </a>
  );
}

/**
 * A list that could not load (SPEC §2/§8): the page's hero, what went wrong and Try Again. The blog list and the
 * questions library share it.
 */
export function ListFailed({ hero, text }: { hero: { title: string; subtitle: string }; text: [string, string] }) {
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <div className="container-page py-12">
        <div role="alert" className="card mx-auto max-w-xl text-center">
          <p className="text-lg font-semibold text-red-800">{text[0]}</p>
          <p className="mt-2 text-slate-700">{text[1]}</p>
          <TryAgainLink className="btn-primary mt-5" />
        </div>
      </div>
    </>
  );
}
