import type { ReactNode } from "react";

/** The card every account screen sits in: a title, an optional lead text, the form, then links below it. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <section className="card p-6 sm:p-8" aria-labelledby="auth-title">
        <h1 id="auth-title" className="text-center text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">
          {title}
        </h1>
        {lead ? <p className="mt-2 text-center text-slate-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </>
  );
}

/** SPEC §2: the authentication error text, in red; role=alert so screen readers hear it at once. */
export function AuthError({ message, id }: { message?: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function Spinner() {
  return (
    <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A full-width submit button that shows a spinner (and optionally other text) while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="btn-primary w-full py-3 text-base"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

// Lone links ("Forgot password?", "Back to Login") are 44 × 44 px targets on phones; compact from sm up.
export const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-700 underline-offset-4 hover:underline sm:min-h-0 sm:min-w-0";
