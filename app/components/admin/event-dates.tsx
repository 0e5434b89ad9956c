import { Form } from "react-router";
import { FieldError } from "~/components/auth/auth-card";
import type { DateFormResult, DateLine } from "~/routes/admin/event-edit.server";

/**
 * The dates of an event (issue 37), each with its own small forms: "Move" (a new start and end; the calendars get a
 * higher SEQUENCE and the people an e-mail) and "Cancel this date" (with a message). Plain forms, no JavaScript.
 */
export function EventDates({
  dates,
  result,
  timeZone,
}: {
  dates: DateLine[];
  result?: DateFormResult;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="dates-heading" className="space-y-3">
      <h2 id="dates-heading" className="text-lg font-semibold text-slate-900">
        Dates
      </h2>
      <ol className="space-y-3">
        {dates.map((d, i) => {
          const errors = result?.dateId === d.id ? result.fields : {};
          const n = i + 1;
          return (
            <li key={d.id} className="card space-y-3 p-4" data-date-id={d.id}>
              <p className="font-medium text-slate-900">
                Date {n}: {d.when}
                {d.status === "cancelled" ? " (cancelled)" : ""}
              </p>
              {d.status === "cancelled" ? null : (
                <>
                  <details>
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-800 underline">
                      Move date {n}
                    </summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <input type="hidden" name="dateId" value={d.id} />
                      {result?.dateId === d.id && !Object.keys(errors).length ? (
                        <p role="alert" className="text-red-800">
                          {result.error}
                        </p>
                      ) : null}
                      <div className="grid gap-2 sm:grid-cols-2">
                        <div>
                          <label htmlFor={`move-${d.id}-start`} className="field-label">
                            New start (date {n})
                          </label>
                          <input
                            id={`move-${d.id}-start`}
                            name="startsAt"
                            type="datetime-local"
                            defaultValue={d.startsAt}
                            className="field-input min-h-11"
                            aria-describedby={`move-${d.id}-zone`}
                          />
                          <FieldError id={`move-${d.id}-start-error`} message={errors.startsAt} />
                        </div>
                        <div>
                          <label htmlFor={`move-${d.id}-end`} className="field-label">
                            New end (date {n})
                          </label>
                          <input
                            id={`move-${d.id}-end`}
                            name="endsAt"
                            type="datetime-local"
                            defaultValue={d.endsAt}
                            className="field-input min-h-11"
                          />
                          <FieldError id={`move-${d.id}-end-error`} message={errors.endsAt} />
                        </div>
                      </div>
                      <p id={`move-${d.id}-zone`} className="text-sm text-slate-700">
                        Time in {timeZone}
                      </p>
                      <button type="submit" name="intent" value="move-date" className="btn-outline min-h-11">
                        Move
                      </button>
                    </Form>
                  </details>
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="dateId" value={d.id} />
                    <label htmlFor={`cancel-${d.id}-message`} className="field-label">
                      Message if you cancel date {n}
                    </label>
                    <textarea
                      id={`cancel-${d.id}-message`}
                      name="message"
                      rows={2}
                      maxLength={2000}
                      className="field-input"
                    />
                    <button
                      type="submit"
                      name="intent"
                      value="cancel-date"
                      className="btn-outline min-h-11 text-red-800"
                    >
                      Cancel this date
                    </button>
                  </Form>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
