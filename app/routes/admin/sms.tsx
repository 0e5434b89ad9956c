import { Form } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { smsAction, smsScreen } from "~/domain/sms/admin.server";
import { requirePageUser } from "~/server/web/access.server";
import { requireMailAdmin } from "./mail.server";
import type { Route } from "./+types/sms";

export function loader({ request, context }: Route.LoaderArgs) {
  requireMailAdmin(requirePageUser(request, context, "dashboard:view"));
  return smsScreen();
}

export async function action({ request, context }: Route.ActionArgs) {
  return smsAction(request, requireMailAdmin(requirePageUser(request, context, "dashboard:view")));
}

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";

export default function SmsOutbox({ loaderData }: Route.ComponentProps) {
  const { texts, months, optOuts, cap, spent, capReached, callbacks } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Text messages (SMS)</h1>
        <p className="text-slate-700">
          Receipts, event codes, reminders and changes sent by SMS through Africa&apos;s Talking, what each cost, and
          the numbers that replied STOP. Numbers are shown masked.
        </p>
      </div>
      {capReached ? (
        <p role="alert" className="card border-amber-400 bg-amber-50 p-4 text-amber-900">
          This month&apos;s spending reached the cap: only gift receipts are texted until the month ends or the cap is
          raised.
        </p>
      ) : null}
      <section aria-labelledby="sms-cap-title" className="card space-y-3 p-4">
        <h2 id="sms-cap-title" className="font-semibold text-slate-900">
          Monthly spending cap
        </h2>
        <p className="text-sm text-slate-800">Spent this month: {spent}.</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="cap" />
          <label className="flex flex-col text-sm font-semibold text-slate-900">
            Cap in RWF (empty: no cap)
            <input name="monthlyCap" inputMode="numeric" defaultValue={cap ?? ""} className="input mt-1" />
          </label>
          <button type="submit" className="btn-primary min-h-11">
            Save cap
          </button>
        </Form>
      </section>
      <section aria-labelledby="sms-months-title">
        <h2 id="sms-months-title" className="mb-3 font-semibold text-slate-900">
          Cost per month
        </h2>
        {months.length === 0 ? (
          <p className="card text-center text-slate-700">Nothing sent yet</p>
        ) : (
          <table className="card w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Month</th>
                <th className={th}>Texts</th>
                <th className={th}>Cost</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={`${m.month}-${m.cost}`}>
                  <td className={td}>{m.month}</td>
                  <td className={td}>{m.n}</td>
                  <td className={td}>{m.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="sms-list-title">
        <h2 id="sms-list-title" className="mb-3 font-semibold text-slate-900">
          Latest texts
        </h2>
        {texts.length === 0 ? (
          <p className="card text-center text-slate-700">No texts yet</p>
        ) : (
          <table className="card w-full text-sm">
            <thead>
              <tr>
                {["When", "What", "To", "Status", "Parts", "Cost", "Note"].map((h) => (
                  <th key={h} className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {texts.map((m) => (
                <tr key={m.id} data-sms-id={m.id}>
                  <td className={td}>{m.at}</td>
                  <td className={td}>{m.kind}</td>
                  <td className={td}>{m.to}</td>
                  <td className={td}>{m.status}</td>
                  <td className={td}>{m.segments}</td>
                  <td className={td}>{m.cost}</td>
                  <td className={`${td} break-words`}>{m.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="sms-optouts-title" className="space-y-3">
        <h2 id="sms-optouts-title" className="font-semibold text-slate-900">
          Opted out ({optOuts.length})
        </h2>
        <p className="text-sm text-slate-800">
          These numbers get no text again, whatever form asks. Someone who asks by phone or in person to stop texts can
          be added here.
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="opt-out" />
          <label className="flex flex-col text-sm font-semibold text-slate-900">
            Phone number
            <input name="number" type="tel" autoComplete="off" className="input mt-1" required />
          </label>
          <button type="submit" className="btn-primary min-h-11">
            Stop all texts to this number
          </button>
        </Form>
        <ul className="space-y-1 text-sm text-slate-800">
          {optOuts.map((o) => (
            <li key={`${o.to}-${o.at}`}>
              {o.to} · {o.word} · {o.at}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sms-callbacks-title" className="card space-y-2 p-4 text-sm">
        <h2 id="sms-callbacks-title" className="font-semibold text-slate-900">
          Callback addresses for Africa&apos;s Talking
        </h2>
        <p>Give these to Africa&apos;s Talking (SMS → Callback URLs). Keep them private: they carry a secret.</p>
        <p className="break-all">Delivery reports: {callbacks.delivery}</p>
        <p className="break-all">Incoming messages: {callbacks.incoming}</p>
      </section>
    </div>
  );
}

export const meta = () => [{ title: "Text messages (SMS)" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
