import { lazy, Suspense, useEffect, useState } from "react";

// Lexical renders an empty editor on the server, so it is never server-rendered: the textarea below is
// the no-JavaScript editor, and the lazy chunk (Lexical and its plugins) replaces it after hydration
// only on pages that render this component.
const LexicalEditor = lazy(() => import("./lexical-editor"));

export type RichTextEditorProps = {
  name: string;
  id?: string;
  label: string;
  defaultValue: string;
  error?: string;
  draftKey: string;
  uploadUrl?: string;
};

export function RichTextEditor(props: RichTextEditorProps) {
  const { name, label, defaultValue, error } = props;
  const id = props.id ?? name;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const fallback = (
    <textarea
      name={name}
      id={id}
      rows={14}
      defaultValue={defaultValue}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="field-input min-h-[300px] font-mono text-sm"
    />
  );

  return (
    <div>
      <label
        id={labelId}
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-800"
      >
        {label}
      </label>
      {hydrated ? (
        <Suspense fallback={fallback}>
          <LexicalEditor
            {...props}
            id={id}
            labelId={labelId}
            errorId={error ? errorId : undefined}
          />
        </Suspense>
      ) : (
        fallback
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
