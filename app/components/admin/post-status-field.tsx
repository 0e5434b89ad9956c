import { useEffect, useState } from "react";
import { FieldError } from "~/components/auth/auth-card";
import { timeZoneName } from "~/utils/dates";
import { POST_STATUS_LABELS } from "~/domain/blog/post-status";
import { useSiteTimeZone } from "~/ui/root-data";

type Props = {
  /** The status shown selected (what was typed after a failed save, else the stored one). */
  status: string;
  /** The post's stored status ("draft" for a new post): which choices make sense from here. */
  savedStatus: string;
  /** The publish time as a datetime-local value on the site's clock ("2026-11-24T08:00"), or "". */
  publishedAt: string;
  /** Editors and admins publish and schedule; authors submit for review. */
  canPublish: boolean;
  error?: string;
  timeError?: string;
  /** The form's field to focus (the first at fault): "status" or "publishedAt" are here. */
  focus?: string | null;
};

/**
 * The post's status (issue 15). Staff choose Draft, Pending review, Scheduled or Published; a post under review
 * goes back to its author only through "Send back" with a note, so Draft is not offered for it. Authors choose
 * Draft or "Submit for review". The "Publish on (<site zone> time)" field is shown for Scheduled with JavaScript; without
 * it, it is always there, with a hint that it is used only for Scheduled.
 */
export function PostStatusField({ status, savedStatus, publishedAt, canPublish, error, timeError, focus }: Props) {
  const [chosen, setChosen] = useState(status);
  const zone = timeZoneName(useSiteTimeZone());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const options = canPublish
    ? (["draft", "pending", "scheduled", "published"] as const).filter(
        (s) => !(s === "draft" && savedStatus === "pending"),
      )
    : (["draft", "pending"] as const);
  const label = (s: (typeof options)[number]) =>
    !canPublish && s === "pending" && savedStatus !== "pending" ? "Submit for review" : POST_STATUS_LABELS[s];
  const hint = canPublish
    ? savedStatus === "pending"
      ? "To return it to its author, use “Send back” with a note."
      : null
    : "An editor publishes your post. Choose “Submit for review” when it is ready.";
  const showTime = !hydrated || chosen === "scheduled";
  const describedBy =
    [hint ? "status-hint" : "", error ? "field-status-error" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor="field-status" className="field-label">
        Status
      </label>
      <select
        id="field-status"
        name="status"
        defaultValue={status}
        onChange={(e) => setChosen(e.currentTarget.value)}
        className="field-input min-h-11"
        autoFocus={focus === "status"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
      {hint ? (
        <p id="status-hint" className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id="field-status-error" message={error} />
      {canPublish && showTime ? (
        <div className="mt-3">
          <label htmlFor="field-publishedAt" className="field-label">
            Publish on ({zone})
          </label>
          <input
            id="field-publishedAt"
            name="publishedAt"
            type="datetime-local"
            defaultValue={publishedAt}
            className="field-input min-h-11"
            autoFocus={focus === "publishedAt"}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={`publish-time-hint${timeError ? " field-publishedAt-error" : ""}`}
          />
          <p id="publish-time-hint" className="mt-1 text-sm text-slate-700">
            {hydrated
              ? "The post is published automatically at this time."
              : "Used only when the status is Scheduled: the post is published automatically at this time."}
          </p>
          <FieldError id="field-publishedAt-error" message={timeError} />
        </div>
      ) : null}
    </div>
  );
}
