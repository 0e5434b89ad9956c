import { receiptPage, PRIVATE } from "./give-receipt.server";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { STATIC_PAGE } from "~/utils/static-page";
import type { Route } from "./+types/give-receipt";
import printCss from "./give-receipt-print.css?url";

export const headers = () => PRIVATE;

/**
 * /give/receipt/:secret: a donor's own page for a gift (app/routes/public/give-receipt.server.ts): its printable receipt (issue 25
 * §4) once confirmed, "not confirmed yet" before, in the page's language; an unknown key → 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return receiptPage(request, params.secret);
}

// A receipt fills one A4 sheet (the site's header and footer are not printed) and reads on a 360 px phone.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printCss, media: "print" }];

type Loaded = Route.ComponentProps["loaderData"];
type Row = [string, string];
const SHEET =
  "receipt-sheet relative mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10";

function Rows({ rows, struck = false }: { rows: Row[]; struck?: boolean }) {
  return (
    <dl className="mt-4 divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className={`text-slate-900 ${struck ? "line-through decoration-red-700" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Receipt({ r }: { r: NonNullable<Loaded["receipt"]> }) {
  const t = useT().gifts.receipt;
  const rows: Row[] = [
    [t.number, r.number],
    [t.date, r.date],
    [t.donor, r.donor || t.anonymous],
    [t.amount, r.amount],
    ...(r.exchange
      ? ([
          [t.rate, r.exchange.rate],
          [t.counted, r.exchange.counted],
        ] as Row[])
      : []),
    [t.inWords, r.words],
    [t.campaign, r.campaign],
    [t.method, r.method],
    ...(r.reference ? ([[t.reference, r.reference]] as Row[]) : []),
  ];
  return (
    <article aria-labelledby="receipt-title" className={SHEET}>
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-lg font-bold text-brand-800">{r.org}</p>
          <p className="text-sm text-slate-700">{r.address}</p>
        </div>
        <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t.heading}
        </h1>
      </div>
      {r.void ? (
        <div role="status" className="mt-4 rounded-lg border-2 border-red-700 px-4 py-3 text-red-800">
          <p className="text-3xl font-black tracking-widest">{t.void}</p>
          <p className="text-sm">{t.voidNote}</p>
        </div>
      ) : null}
      <Rows rows={rows} struck={r.void} />
      <p className="mt-6 text-slate-800">{t.thanks(r.org)}</p>
      {/* No framework here (docs/decisions/020): the enhancement module shows the button where a script can print. */}
      <div data-no-print className="mt-6 space-y-3">
        <button type="button" data-print hidden className="btn-primary min-h-11">
          {t.print}
        </button>
        <p className="text-sm text-slate-600">{t.printHint}</p>
      </div>
    </article>
  );
}

/** A gift told to us that staff have not confirmed yet: what the donor told, and that this link will show the receipt. */
function Pending({ p }: { p: NonNullable<Loaded["pending"]> }) {
  const g = useT().gifts;
  const rows: Row[] = [
    [g.page.status, g.page.notConfirmed],
    [g.page.amount, p.amount],
    [g.pledge.method, g.pledge.methods[p.method]],
    ...(p.givenOn ? ([[g.pledge.givenOn, p.givenOn]] as Row[]) : []),
    ...(p.reference ? ([[g.receipt.reference, p.reference]] as Row[]) : []),
  ];
  return (
    <article aria-labelledby="receipt-title" className={SHEET} data-gift-state="pending">
      <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {g.pledge.thanksTitle}
      </h1>
      <p role="status" className="mt-3 text-slate-800">
        {g.page.pendingText}
      </p>
      <Rows rows={rows} />
      <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-brand-900">{g.page.keep}</p>
    </article>
  );
}

export default function GiveReceipt({ loaderData }: Route.ComponentProps) {
  const g = useT().gifts;
  const lp = useLocalePath();
  return (
    <div className="container-page py-8">
      {loaderData.receipt ? (
        <Receipt r={loaderData.receipt} />
      ) : loaderData.pending ? (
        <Pending p={loaderData.pending} />
      ) : (
        <article aria-labelledby="receipt-title" className={SHEET} data-gift-state="closed">
          <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {g.page.closedTitle}
          </h1>
          <p className="mt-3 text-slate-800">{g.page.closedText}</p>
          <a
            href={lp("/contact")}
            className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            {g.page.contact}
          </a>
        </article>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = catalogue(langOfPath(location.pathname)).gifts;
  const title = loaderData?.receipt
    ? t.receipt.title(loaderData.receipt.number)
    : loaderData
      ? t.page.metaTitle
      : t.receipt.notFound;
  return [...pageMeta(matches, title), { name: "robots", content: "noindex" }];
};

// Served as HTML and CSS with the enhancement module, without the framework client (docs/decisions/020, issue 33).
export const handle = STATIC_PAGE;
