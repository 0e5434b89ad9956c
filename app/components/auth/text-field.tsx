import type { InputHTMLAttributes } from "react";
import { FieldError } from "./auth-card";

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string };

/** A labelled input with its field error wired to aria-describedby. */
export function TextField({ name, label, error, id = `field-${name}`, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
