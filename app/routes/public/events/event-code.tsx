import { EventLinkError, eventLinkMeta } from "~/components/events/event-link-pages";
import { t } from "~/i18n/catalogue";
import { langOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/use-language";
import { STATIC_PAGE } from "~/utils/static-page";
import { codeAction, codePage } from "./event-code.server";
import type { Route } from "./+types/event-code";

export const loader = ({ request, params }: Route.LoaderArgs) => codePage(request, params.token);
export const action = ({ request, params }: Route.ActionArgs) => codeAction(request, params.token);

/** Issue 38: type the texted code (a plain form; JavaScript only makes it quicker). */
export default function EventCode({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().sms;
  const e = useT().events;
  const confirmed = (actionData?.ok && actionData.confirmed) || loaderData.state !== "ask";
  const doneText =
    actionData?.ok && actionData.confirmed
      ? actionData.message
      : loaderData.state === "waiting-confirmed"
        ? e.confirmedWaiting
        : m.confirmedSms;
  const fieldError = actionData && !actionData.ok ? actionData.fields.code : undefined;
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-3xl font-bold text-slate-900">{confirmed ? e.confirmedTitle : m.codeTitle}</h1>
      {confirmed ? (
        <p role="status" className="mt-4 text-slate-900">
          {doneText}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-900">{m.codeIntro(loaderData.minutes)}</p>
          {actionData ? (
            <p
              role={actionData.ok ? "status" : "alert"}
              className={`mt-4 rounded-lg border px-4 py-3 ${actionData.ok ? "border-green-300 bg-green-50 text-green-950" : "border-red-300 bg-red-50 text-red-950"}`}
            >
              {actionData.ok ? actionData.message : actionData.error}
            </p>
          ) : null}
          <form method="post" className="mt-6 grid gap-3">
            <label className="block">
              <span className="font-semibold">{m.codeLabel}</span>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? "code-error" : undefined}
                className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
              />
              {fieldError ? (
                <span id="code-error" className="mt-1 block text-red-800">
                  {fieldError}
                </span>
              ) : null}
            </label>
            <button type="submit" name="intent" value="check" className="btn-primary min-h-11 justify-self-start">
              {m.codeSubmit}
            </button>
          </form>
          <form method="post" className="mt-6">
            <button type="submit" name="intent" value="resend" className="btn-secondary min-h-11">
              {m.codeResend}
            </button>
          </form>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  eventLinkMeta(matches, location.pathname, t(langOfPath(location.pathname)).sms.codeTitle);

export const ErrorBoundary = EventLinkError;

export const handle = STATIC_PAGE;
