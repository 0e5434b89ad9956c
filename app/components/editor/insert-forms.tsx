import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { isAllowedImageUrl, isAllowedLinkUrl } from "./urls";

// The toolbar's small in-page forms (never window.prompt): a link's address and text, an image's file or address,
// alt text and caption. They are not <form>s (they sit inside the post form): Enter and the buttons submit them.

const input = "field-input";
const primary = "btn-primary min-h-11";
const secondary = "btn-outline min-h-11";

function Panel(props: {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  submitLabel: string;
  extra?: ReactNode;
}) {
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") props.onCancel();
    if (
      e.key === "Enter" &&
      (e.target as HTMLElement).tagName === "INPUT" &&
      (e.target as HTMLInputElement).type !== "file"
    ) {
      e.preventDefault(); // not the post form's submit
      props.onSubmit();
    }
  };
  return (
    // Enter in a field inserts (a form cannot nest in the post form); the group itself takes no action of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={props.title}
      onKeyDown={onKeyDown}
      className="space-y-3 border-t border-slate-300 bg-white p-3"
    >
      <p className="font-semibold text-slate-900">{props.title}</p>
      {props.children}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primary} onClick={props.onSubmit}>
          {props.submitLabel}
        </button>
        {props.extra}
        <button type="button" className={secondary} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function LinkForm(props: {
  initialUrl: string;
  initialText: string;
  editing: boolean;
  onDone: (url: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(props.initialUrl || "https://");
  const [text, setText] = useState(props.initialText);
  const [error, setError] = useState("");
  const submit = () => {
    const clean = url.trim();
    if (!isAllowedLinkUrl(clean)) return setError("Links must start with http, https, mailto or tel.");
    props.onDone(clean, text.trim() || clean);
  };
  return (
    <Panel
      title={props.editing ? "Edit link" : "Add a link"}
      submitLabel={props.editing ? "Save link" : "Add link"}
      onSubmit={submit}
      onCancel={props.onCancel}
      extra={
        props.editing ? (
          <button type="button" className={secondary} onClick={props.onRemove}>
            Remove link
          </button>
        ) : null
      }
    >
      <div>
        <label htmlFor={`${id}-url`} className="field-label">
          Link address
        </label>
        <input
          id={`${id}-url`}
          className={input}
          value={url}
          inputMode="url"
          autoComplete="url"
          autoFocus
          onChange={(e) => {
            setUrl(e.target.value);
            setError("");
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          A web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="field-label">
          Link text
        </label>
        <input id={`${id}-text`} className={input} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </Panel>
  );
}

export type ImageChoice =
  | { kind: "file"; file: File; alt: string; caption: string }
  | { kind: "url"; url: string; alt: string; caption: string };

export function ImageForm(props: { canUpload: boolean; onDone: (choice: ImageChoice) => void; onCancel: () => void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [errors, setErrors] = useState<{ source?: string; alt?: string }>({});
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const file = fileRef.current?.files?.[0];
    const next: typeof errors = {};
    if (!file && !isAllowedImageUrl(url))
      next.source = props.canUpload
        ? "Choose a photo, or give an image address starting with http or https."
        : "Image addresses must start with http or https.";
    if (!alt.trim()) next.alt = "Describe the image: alt text is required.";
    setErrors(next);
    if (next.source || next.alt) return;
    const common = { alt: alt.trim(), caption: caption.trim() };
    props.onDone(file ? { kind: "file", file, ...common } : { kind: "url", url: url.trim(), ...common });
  };
  return (
    <Panel title="Add an image" submitLabel="Insert image" onSubmit={submit} onCancel={props.onCancel}>
      {props.canUpload ? (
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            Photo from this device
          </label>
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="image/*"
            autoFocus
            onChange={() => setErrors((x) => ({ ...x, source: undefined }))}
            className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-url`} className="field-label">
          {props.canUpload ? "Or an image address" : "Image address"}
        </label>
        <input
          id={`${id}-url`}
          className={input}
          value={url}
          inputMode="url"
          placeholder="https://"
          autoFocus={!props.canUpload}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((x) => ({ ...x, source: undefined }));
          }}
          aria-invalid={errors.source ? true : undefined}
          aria-describedby={errors.source ? `${id}-source-error` : undefined}
        />
        {errors.source ? (
          <p id={`${id}-source-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.source}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="field-label">
          Alt text *
        </label>
        <input
          id={`${id}-alt`}
          className={input}
          value={alt}
          maxLength={300}
          onChange={(e) => {
            setAlt(e.target.value);
            setErrors((x) => ({ ...x, alt: undefined }));
          }}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={[`${id}-alt-hint`, errors.alt ? `${id}-alt-error` : null].filter(Boolean).join(" ")}
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-slate-700">
          What the picture shows, in a few words, for people who cannot see it.
        </p>
        {errors.alt ? (
          <p id={`${id}-alt-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.alt}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-caption`} className="field-label">
          Caption (optional)
        </label>
        <input
          id={`${id}-caption`}
          className={input}
          value={caption}
          maxLength={300}
          onChange={(e) => setCaption(e.target.value)}
        />
      </div>
    </Panel>
  );
}
