import type { ReactNode } from "react";
import { Form } from "react-router";

export type SectionResult = { section: string; error: string; fields: Record<string, string>; values: Record<string, string> } | null;

/** A settings section: its own form, disabled for editors (who may look), errors summarised at the top. */
export function SettingsSection({ id, title, hint, canEdit, result, children, multipart = false }: { id: string; title: string; hint?: string; canEdit: boolean; result: SectionResult; children: ReactNode; multipart?: boolean }) {
  const mine = result?.section === id ? result : null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-20">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">{title}</h2>
      {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      <Form method="post" noValidate className="mt-4" encType={multipart ? "multipart/form-data" : undefined}>
        <input type="hidden" name="section" value={id} />
        {mine ? <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{mine.error}</p> : null}
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="sr-only">{title}</legend>
          {children}
          {canEdit ? <button type="submit" className="btn-primary min-h-11">Save {title.toLowerCase()}</button> : null}
        </fieldset>
      </Form>
    </section>
  );
}

type InputProps = { name: string; label: string; value: string; result: SectionResult; section: string; type?: string; placeholder?: string; className?: string };

/** A labelled input whose value and error come from the last failed save of its section, or from the settings. */
export function SettingInput({ name, label, value, result, section, type = "text", placeholder, className = "" }: InputProps) {
  const mine = result?.section === section ? result : null;
  const error = mine?.fields[name];
  const id = `${section}-${name.replace(/\./g, "-")}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">{label}</label>
      <input id={id} name={name} type={type} placeholder={placeholder} defaultValue={mine ? (mine.values[name] ?? "") : value}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="field-input min-h-11" />
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

export function SettingCheckbox({ name, label, checked, result, section }: { name: string; label: string; checked: boolean; result: SectionResult; section: string }) {
  const mine = result?.section === section ? result : null;
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} defaultChecked={mine ? mine.values[name] === "on" : checked} className="h-5 w-5" /> {label}
    </label>
  );
}

/** `count` rows, filled from `items` and then blank: rows left blank are dropped on save. */
export const rows = <T,>(items: readonly T[], count: number) => Array.from({ length: Math.max(count, items.length) }, (_, i) => items[i]);
