import { useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-language";
import { FieldError } from "./auth-card";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { name: string; label: string; error?: string };

const Eye = ({ off }: { off: boolean }) => (
  <svg
    className="h-5 w-5"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M3 3l18 18" /> : null}
  </svg>
);

/** A password input with a show/hide toggle. The toggle needs JavaScript, so it appears only after hydration. */
export function PasswordField({ name, label, error, id = `field-${name}`, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const t = useT().account;
  const describedBy = [error ? `${id}-error` : null, input["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className="field-input pr-11"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700"
            aria-label={visible ? t.hidePassword(label) : t.showPassword(label)}
            aria-controls={id}
            aria-pressed={visible}
          >
            <Eye off={visible} />
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
