import { useT } from "~/i18n/use-language";

/**
 * Issue 33: every thank-you for a confirmed gift shows its receipt number and the donor's private link to the
 * printable receipt, e-mail or not. A plain link (no script needed); the link carries the gift's signed token, so it
 * is the donor's alone (app/routes/public/give-receipt.server.ts).
 */
export function ReceiptLink({ number, href }: { number: string; href: string }) {
  const t = useT().gifts.link;
  return (
    <section
      aria-labelledby="receipt-link-title"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-receipt-link
    >
      <h3 id="receipt-link-title" className="font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1 text-slate-800">
        {t.number}: <strong className="font-mono">{number}</strong>
      </p>
      <a href={href} rel="noreferrer" className="btn-primary mt-3 inline-flex min-h-11 items-center">
        {t.open}
      </a>
      <p className="mt-2 text-sm text-slate-600">{t.keep}</p>
    </section>
  );
}
