import { Form, Link } from "react-router";
import type { Catalogue } from "~/i18n/catalogue";
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
          <Link to={lp("/blog")} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {s.backToBlog}
          </Link>
        </p>
      </div>
    </div>
  );
}

type OneButtonStep = {
  /** "done" after the press, "invalid" for a link that leads nowhere, "ask" to show the one button. */
  state: "done" | "invalid" | "ask";
  /** The page's words: `t.newsletter.confirmPage` or `t.newsletter.unsubscribePage`. */
  text: Catalogue["newsletter"]["confirmPage"];
};

/**
 * Confirming and unsubscribing both open from a link in an e-mail, and mail scanners open links: the page asks for
 * one press (a plain form, no JavaScript needed), then says it is done, or that the link leads nowhere.
 */
export function NewsletterOneButtonPage({ state, text }: OneButtonStep) {
  const { title, doneTitle, done, invalid, intro, button } = text;
  if (state === "done") {
    return (
      <NewsletterPage title={doneTitle}>
        <p role="status" className="text-slate-700">
          {done}
        </p>
      </NewsletterPage>
    );
  }
  if (state === "invalid") {
    return (
      <NewsletterPage title={title}>
        <p role="alert" className="text-slate-700">
          {invalid}
        </p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={title}>
      <p className="text-slate-700">{intro}</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="btn-primary min-h-11">
          {button}
        </button>
      </Form>
    </NewsletterPage>
  );
}
