import { Form } from "react-router";
import type { StaffGift } from "~/domain/giving/donations-admin.server";
import { GENERAL_FUND, TOLD_METHODS } from "~/domain/giving/gift-schema";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { useFormatDate } from "~/ui/root-data";

const rwf = (n: number) => `${n.toLocaleString("en")} RWF`;
/** Issue 33: a gift in its own currency, and the RWF it counted for once converted. */
const money = (g: StaffGift) =>
  g.rate
    ? `${g.amount.toLocaleString("en")} ${g.currency} = ${rwf(g.amountRwf ?? 0)}`
    : g.currency === "RWF" || g.source === "momo"
      ? rwf(g.amount)
      : `${g.amount.toLocaleString("en")} ${g.currency}`;

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  void: "bg-red-100 text-red-900",
  declined: "bg-slate-200 text-slate-800",
  failed: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
};

export function TotalsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; amount: number; gifts: number }[];
}) {
  return (
    <table className="card w-full p-0 text-sm">
      <caption className="px-4 pt-3 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className="px-4 py-2 text-slate-600" colSpan={2}>
              Nothing confirmed yet
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
                {r.key}
              </th>
              <td className="px-4 py-2 text-right font-semibold whitespace-nowrap text-slate-900">
                {rwf(r.amount)} <span className="font-normal text-slate-600">({r.gifts})</span>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** A reason is asked for before a decline or a void: a disclosure that works without JavaScript. */
function ReasonAction({ id, intent, label }: { id: string; intent: "decline" | "void"; label: string }) {
  return (
    <details className="w-full sm:w-auto">
      <summary className="btn-outline min-h-11 cursor-pointer list-none">{label}…</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <div>
          <label htmlFor={`${intent}-${id}`} className="field-label">
            Reason
          </label>
          <input id={`${intent}-${id}`} name="reason" required maxLength={300} className="field-input min-h-11" />
        </div>
        <button type="submit" className="btn-primary min-h-11">
          {label}
        </button>
      </Form>
    </details>
  );
}

/** Issue 33: a confirmed MoMo gift that probably repeats an earlier one, and what staff do about it. */
function DuplicateFlag({ of }: { of: NonNullable<StaffGift["probableDuplicateOf"]> }) {
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-duplicate-of={of.id}>
      <p className="font-semibold">
        Probable duplicate of {of.receiptNumber ? `receipt ${of.receiptNumber}` : "an earlier gift"} (same number,
        amount and campaign, {of.minutesApart} min apart)
      </p>
      <p>
        Ask the donor. If they did not mean to give twice: refund this gift by MTN MoMo outside the site, then void it
        here with the reason.
      </p>
    </div>
  );
}

export function DonationRow({ gift: g, canRecord }: { gift: StaffGift; canRecord: boolean }) {
  const date = useFormatDate();
  const told = g.method !== "momo";
  return (
    <li className="card flex flex-wrap items-start justify-between gap-3 p-4" data-gift={g.id} data-status={g.status}>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">
          {money(g)}{" "}
          <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[g.status] ?? ""}`}>
            {g.status}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {g.campaign} · {g.method} · {date(g.date, "withTime")}
          {g.givenOn ? ` · given ${g.givenOn}` : ""}
        </p>
        <p className="text-sm break-words text-slate-700">
          {g.donorName ?? (g.erased ? "Erased donor" : "Anonymous")}
          {"email" in g && g.email ? ` · ${g.email}` : ""}
          {g.phone ? ` · ${g.phone}` : ""}
          {g.reference ? ` · ref. ${g.reference}` : ""}
        </p>
        {g.receiptNumber ? <p className="text-sm text-slate-800">Receipt {g.receiptNumber}</p> : null}
        {g.reason ? <p className="text-sm text-slate-600">Reason: {g.reason}</p> : null}
        {g.probableDuplicateOf ? <DuplicateFlag of={g.probableDuplicateOf} /> : null}
      </div>
      {canRecord ? (
        <div className="flex flex-wrap gap-2">
          {g.status === "pending" && told ? (
            <>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="id" value={g.id} />
                {g.currency !== "RWF" ? (
                  // Issue 33: a gift in another currency is counted in RWF at the rate on the statement.
                  <div>
                    <label htmlFor={`rate-${g.id}`} className="field-label">
                      Rate (RWF per 1 {g.currency})
                    </label>
                    <input
                      id={`rate-${g.id}`}
                      name="rate"
                      required
                      inputMode="decimal"
                      maxLength={20}
                      placeholder="e.g. 1523.45"
                      className="field-input min-h-11 w-36"
                    />
                  </div>
                ) : null}
                <button type="submit" className="btn-primary min-h-11" aria-label={`Confirm ${money(g)} gift`}>
                  Confirm
                </button>
              </Form>
              <ReasonAction id={g.id} intent="decline" label="Decline" />
            </>
          ) : null}
          {g.status === "pending" && !told ? <p className="text-sm text-slate-600">Waiting for MTN</p> : null}
          {g.status === "confirmed" ? <ReasonAction id={g.id} intent="void" label="Void" /> : null}
        </div>
      ) : null}
    </li>
  );
}

type EnterResult = { error?: string; fields?: Record<string, string>; values?: Record<string, unknown> } | undefined;

/** A gift received in cash or by transfer, entered directly: confirmed at once, receipt e-mailed if there is an e-mail. */
export function EnterGiftForm({
  campaigns,
  today,
  result,
}: {
  campaigns: { id: string; title: string; status: string }[];
  today: string;
  result: EnterResult;
}) {
  const f = result?.fields ?? {};
  const v = (result?.values ?? {}) as Record<string, string>;
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`enter-${name}`} className="field-label">
        {label}
      </label>
      {input}
      {f[name] ? (
        <p id={`enter-${name}-error`} className="mt-1 text-sm text-red-700">
          {f[name]}
        </p>
      ) : null}
    </div>
  );
  const attrs = (name: string) => ({
    id: `enter-${name}`,
    name,
    defaultValue: v[name] ?? "",
    "aria-invalid": f[name] ? true : undefined,
    "aria-describedby": f[name] ? `enter-${name}-error` : undefined,
    className: "field-input min-h-11",
  });
  return (
    <details className="card p-4" open={!!result?.error}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-900">
        Enter a gift received
      </summary>
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <input type="hidden" name="intent" value="enter" />
        {result?.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2 lg:col-span-4">
            {result.error}
          </p>
        ) : null}
        {field("amount", "Amount (RWF)", <input {...attrs("amount")} inputMode="numeric" required />)}
        {field(
          "method",
          "Method",
          <select {...attrs("method")} defaultValue={v.method ?? "cash"}>
            {TOLD_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>,
        )}
        {field(
          "givenOn",
          "Date given",
          <input {...attrs("givenOn")} type="date" max={today} defaultValue={v.givenOn ?? today} required />,
        )}
        {field("reference", "Reference (not needed for cash)", <input {...attrs("reference")} maxLength={60} />)}
        {field(
          "campaign",
          "Campaign",
          <select {...attrs("campaign")} defaultValue={v.campaign ?? GENERAL_FUND}>
            <option value={GENERAL_FUND}>Where most needed</option>
            {campaigns
              .filter((c) => c.status === "active")
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
          </select>,
        )}
        {field("name", "Donor's name (optional)", <input {...attrs("name")} maxLength={100} />)}
        {field(
          "email",
          "Donor's e-mail (optional, for the receipt)",
          <input {...attrs("email")} type="email" maxLength={254} />,
        )}
        {field(
          "lang",
          "Receipt language",
          <select {...attrs("lang")} defaultValue={v.lang ?? "en"}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>,
        )}
        <div className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input
            id="enter-showName"
            name="showName"
            type="checkbox"
            className="h-5 w-5"
            defaultChecked={v.showName === "on"}
          />
          <label htmlFor="enter-showName">Show the name on the list of donors</label>
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary min-h-11">
            Record confirmed gift
          </button>
        </div>
      </Form>
    </details>
  );
}
