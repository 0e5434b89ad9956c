import { Link } from "react-router";
import { useLocalePath, useT } from "~/i18n/use-language";

/** The frame of the newsletter's small pages (subscribe, confirm, unsubscribe): a title, words, what to do. */
export function NewsletterPage({ title, children }: { title: string; children: React.ReactNode }) {
  const s = useT().newsletter;
  const lp = useLocalePath();
  return (
    <div className="container-page max-w-xl py-12">
      <div className="card space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <p>
          <Link to={lp("/blog")} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{s.backToBlog}</Link>
        </p>
      </div>
    </div>
  );
}
