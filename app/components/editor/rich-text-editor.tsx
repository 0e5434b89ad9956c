import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { plainTextToHtml } from "~/utils/plain-text-html";
import type { RichTextEditorProps } from "./editor-props";

// Lexical renders an empty editor on the server, so it is never server-rendered: the textarea below is
// the no-JavaScript editor, and the lazy chunk (Lexical and its plugins) replaces it after hydration
// only on pages that render this component.
const LexicalEditor = lazy(() => import("./lexical-editor"));

export type { RichTextEditorProps };

export const PLAIN_TEXT_HINT =
  "Write plain text: leave a blank line between paragraphs, start lines with “- ” for a bulleted list or “1. ” for a numbered one; web addresses starting with https:// become links.";

export function RichTextEditor(props: RichTextEditorProps) {
  const { name, label, defaultValue, error, plainText, autoFocus } = props;
  const id = props.id ?? name;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  // On a slow connection a writer starts typing in the plain box before React and then the editor's chunk have
  // arrived. Each swap (hydration → the Suspense fallback → Lexical) mounts a new element, so what was typed is read
  // from the box each time and carried over: into the next box, and at last into the editor as HTML.
  const shown = plainText ? plainText.value : defaultValue;
  const box = useRef<HTMLTextAreaElement>(null);
  const typed = useRef<string | undefined>(undefined);
  const remember = () => {
    const value = box.current?.value;
    if (value !== undefined) typed.current = value === shown ? undefined : value;
  };
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    remember();
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the server's box gives way
  }, []);
  const boxProps = { ref: box, defaultValue: typed.current ?? shown, onChange: remember };
  // Read when the editor mounts, not at this render: typing in the Suspense fallback re-renders nothing.
  const typedHtml = () =>
    typed.current === undefined ? undefined : plainText ? plainTextToHtml(typed.current) : typed.current;

  const hintId = `${id}-hint`;
  // The server reads contentFormat=text and turns the text into HTML; an unchanged text (same fingerprint) keeps
  // the stored HTML as it is. The JavaScript editor sends HTML and none of these fields.
  const fallback = plainText ? (
    <>
      <p id={hintId} className="mb-2 text-sm text-slate-700">
        {PLAIN_TEXT_HINT}
        {plainText.lossy
          ? " This post has formatting plain text cannot show (such as headings, bold or pictures): it is kept while you leave this text as it is; changing the text saves it as plain paragraphs, lists and links."
          : null}
      </p>
      <textarea
        name={name}
        id={id}
        rows={16}
        {...boxProps}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="field-input min-h-[300px]"
      />
      <input type="hidden" name={props.formatName ?? "contentFormat"} value="text" />
      {plainText.fingerprint ? <input type="hidden" name="contentFingerprint" value={plainText.fingerprint} /> : null}
    </>
  ) : (
    <textarea
      name={name}
      id={id}
      rows={14}
      {...boxProps}
      autoFocus={autoFocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="field-input min-h-[300px] font-mono text-sm"
    />
  );

  return (
    <div>
      <label id={labelId} htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hydrated ? (
        <Suspense fallback={fallback}>
          <LexicalEditor
            {...props}
            id={id}
            labelId={labelId}
            errorId={error ? errorId : undefined}
            typedHtml={typedHtml}
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
