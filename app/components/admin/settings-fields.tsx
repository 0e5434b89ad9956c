import { createContext, useContext, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

/** A refused save: the summary, each field's error and what was typed, by section (`values` null: nothing typed to keep). */
export type SettingsResult = {
  at: string;
  error: string;
  fields: Record<string, Record<string, string>>;
  values: Record<string, Record<string, string>> | null;
  /** Sections whose typed values were not saved (the server knows this without JavaScript). */
  unsaved?: string[];
} | null;

/** Which sections have edits not yet saved (known only with JavaScript). */
export const DirtyContext = createContext<ReadonlySet<string>>(new Set());

function SaveBar({
  id,
  label,
  result,
  name,
  value,
}: {
  id: string;
  label: string;
  result: SettingsResult;
  name: string;
  value: string;
}) {
  const busy = useNavigation().state === "submitting";
  const mine = result?.at === id ? result : null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      {mine ? (
        <p role="alert" id={`${id}-summary`} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {mine.error}
        </p>
      ) : null}
      <button type="submit" name={name} value={value} disabled={busy} className="btn-primary min-h-11">
        {busy ? "Saving…" : label}
      </button>
    </div>
  );
}

type SectionProps = {
  id: string;
  title: string;
  hint?: string;
  canEdit: boolean;
  result: SettingsResult;
  children: ReactNode;
};

/** A section's title (the section's name), "Unsaved changes" while it has edits, and its hint. */
function SectionHeading({ id, title, hint, dirty }: { id: string; title: string; hint?: string; dirty: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {dirty ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Unsaved changes
          </span>
        ) : null}
      </div>
      {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
    </>
  );
}

/**
 * A section of the settings form (the form itself is the page's: one "Save changes" saves every section that
 * changed, whichever section's button is pressed). Disabled for editors, who may look. With JavaScript a section
 * with edits says "Unsaved changes" until they are saved.
 */
export function SettingsSection({ id, title, hint, canEdit, result, children }: SectionProps) {
  const dirty = useContext(DirtyContext).has(id) || Boolean(result?.unsaved?.includes(id));
  const errors = Object.keys(result?.fields[id] ?? {}).length;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-4">
      <SectionHeading id={id} title={title} hint={hint} dirty={dirty} />
      {errors ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          Not saved: {errors === 1 ? "1 field needs" : `${errors} fields need`} fixing below.
        </p>
      ) : null}
      <fieldset disabled={!canEdit} className="mt-4 space-y-4">
        <legend className="sr-only">{title}</legend>
        <input type="hidden" name="section" value={id} />
        {children}
        {canEdit ? <SaveBar id={id} label="Save changes" result={result} name="at" value={id} /> : null}
      </fieldset>
    </section>
  );
}

/** The page pictures: files, so their own multipart form and their own Save. */
export function FileSettingsSection({ id, title, hint, canEdit, result, children }: SectionProps) {
  const dirty = useContext(DirtyContext).has(id);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-4">
      <SectionHeading id={id} title={title} hint={hint} dirty={dirty} />
      <Form method="post" noValidate className="mt-4" encType="multipart/form-data">
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="sr-only">{title}</legend>
          {children}
          {canEdit ? (
            <SaveBar id={id} label={`Save ${title.toLowerCase()}`} result={result} name="section" value={id} />
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}

type InputProps = {
  name: string;
  label: string;
  value: string;
  result: SettingsResult;
  section: string;
  type?: string;
  placeholder?: string;
  className?: string;
};

const typed = (result: SettingsResult, section: string) => result?.values?.[section] ?? null;

/**
 * A labelled input named `<section>.<field>`. After a refused save it shows what was typed and its error; otherwise
 * the stored value.
 */
export function SettingInput({
  name,
  label,
  value,
  result,
  section,
  type = "text",
  placeholder,
  className = "",
}: InputProps) {
  const values = typed(result, section);
  const error = result?.fields[section]?.[name];
  const id = `${section}-${name.replace(/\./g, "-")}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={`${section}.${name}`}
        type={type}
        placeholder={placeholder}
        defaultValue={values ? (values[name] ?? "") : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input min-h-11"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled choice named `<section>.<field>`, its options in groups; after a refused save, what was chosen and its error. */
export function SettingSelect({
  name,
  label,
  value,
  result,
  section,
  groups,
  hint,
}: Omit<InputProps, "type" | "placeholder" | "className"> & {
  groups: { label: string; options: { value: string; label: string }[] }[];
  hint?: string;
}) {
  const values = typed(result, section);
  const error = result?.fields[section]?.[name];
  const id = `${section}-${name.replace(/\./g, "-")}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={`${section}.${name}`}
        defaultValue={values ? (values[name] ?? "") : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="field-input min-h-11"
      >
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SettingCheckbox({
  name,
  label,
  checked,
  result,
  section,
}: {
  name: string;
  label: string;
  checked: boolean;
  result: SettingsResult;
  section: string;
}) {
  const values = typed(result, section);
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={`${section}.${name}`}
        defaultChecked={values ? values[name] === "on" : checked}
        className="h-5 w-5"
      />{" "}
      {label}
    </label>
  );
}

/** `count` rows, filled from `items` and then blank: rows left blank are dropped on save. */
export const rows = <T,>(items: readonly T[], count: number) =>
  Array.from({ length: Math.max(count, items.length) }, (_, i) => items[i]);
