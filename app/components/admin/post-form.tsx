import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import { AutosaveStatus } from "~/components/editor/autosave-status";
import { DraftNotice } from "~/components/editor/draft-notice";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import { useFormDraft } from "~/components/editor/use-draft";
import { UPLOAD_EVENT } from "~/components/editor/urls";
import { CATEGORIES } from "~/content/categories";
import { featuredAltCheck, MAX_EXCERPT, MAX_TITLE } from "~/domain/blog/post-schema";
import { readFormResult } from "~/utils/form-result";
import { ErrorSummary } from "./error-summary";
import { FeaturedImageField } from "./featured-image-field";
import { PostStatusField } from "./post-status-field";
import { NewsletterPostField } from "./newsletter-post-field";

export type PostFormValues = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  status: string;
  /** A scheduled post's time as a datetime-local value on the site's clock, else "". */
  publishedAt: string;
  tags: string;
  featured: boolean;
  helpBox: boolean;
  featuredImageAlt: string;
  featuredImageCaption: string;
  /** The image the post shows now, as a URL. */
  image: string | null;
  /** The language the post is written in (en, rw, fr). */
  lang: string;
  /** A new translation: the post it translates (its group's original is linked), and an image URL to send along. */
  translationOf?: string;
  featuredImage?: string;
  /** The no-JavaScript textarea's plain-text rendering of `content` (plain-text.server.ts), its fingerprint, and
   * whether plain text loses formatting the post has (then the hint says so). */
  contentText?: string;
  contentFingerprint?: string;
  contentLossy?: boolean;
  /** Its newsletter sending's status, if any ("waiting", "sending", "done", "cancelled"). */
  newsletter?: string | null;
};

export const EMPTY_POST: PostFormValues = {
  title: "",
  excerpt: "",
  content: "",
  category: "",
  status: "draft",
  publishedAt: "",
  tags: "",
  featured: false,
  helpBox: false,
  featuredImageAlt: "",
  featuredImageCaption: "",
  image: null,
  lang: "en",
};

/** The admin stays in English: each language by its English name. */
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "rw", label: "Kinyarwanda" },
  { value: "fr", label: "French" },
];

/** The form's fields in the order it shows them, each with the id of the control its error belongs to. */
const FIELD_ORDER = [
  ["title", "field-title"],
  ["excerpt", "field-excerpt"],
  ["content", "content"],
  ["category", "field-category"],
  ["status", "field-status"],
  ["publishedAt", "field-publishedAt"],
  ["lang", "field-lang"],
  ["tags", "field-tags"],
  ["featuredImage", "featured-image"],
  ["featuredImageAlt", "field-featuredImageAlt"],
  ["featuredImageCaption", "field-featuredImageCaption"],
] as const;
type FieldName = (typeof FIELD_ORDER)[number][0];
const NO_NAMES: ReadonlySet<string> = new Set();

type Props = {
  mode: "create" | "edit";
  initial: PostFormValues;
  result: unknown;
  canPublish: boolean;
  draftKey: string;
};

/** SPEC §2 blog form, shared by create and edit. Works as a plain multipart form; JavaScript adds the editor. */
export function PostForm({ mode, initial, result, canPublish, draftKey }: Props) {
  const { fields: sentFields, values, error } = readFormResult(result);
  const flag = (name: "featured" | "helpBox") => (values[name] !== undefined ? values[name] === "true" : initial[name]);
  const v = { ...initial, ...values, featured: flag("featured"), helpBox: flag("helpBox") };
  const saving = useNavigation().state !== "idle";

  const [form, setForm] = useState<HTMLFormElement | null>(null);
  // A field's error goes once that field is edited; the names edited belong to one result, so a new result shows
  // every error the server sent from its first render (a field focused then is described by its error).
  const [edited, setEdited] = useState<{ of: unknown; names: ReadonlySet<string> }>({ of: result, names: NO_NAMES });
  const editedNames = edited.of === result ? edited.names : NO_NAMES;
  const latestResult = useRef(result);
  useEffect(() => {
    latestResult.current = result;
  }, [result]);
  const fields = Object.fromEntries(Object.entries(sentFields).filter(([name]) => !editedNames.has(name)));

  // The first field at fault takes focus: without JavaScript by `autoFocus` in the server's answer, with it once
  // the action returns (centred, so its label and its error show); an error of no field focuses the summary.
  const firstInvalid: FieldName | undefined = FIELD_ORDER.find(([name]) => sentFields[name])?.[0];
  const focusName: FieldName | null = firstInvalid ?? (mode === "create" && !error ? "title" : null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    const id = FIELD_ORDER.find(([name]) => name === firstInvalid)?.[1];
    const target = (id ? document.getElementById(id) : null) ?? summary.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "center" });
    // Once per answer of the server (`error` and `firstInvalid` are read from it).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not again when the person edits a field
  }, [result]);
  useEffect(() => {
    if (!form) return;
    const onEdit = (e: Event) => {
      const name = (e.target as HTMLInputElement | null)?.name;
      if (!name) return;
      setEdited((prev) => {
        const names = prev.of === latestResult.current ? prev.names : NO_NAMES;
        return names.has(name) ? prev : { of: latestResult.current, names: new Set(names).add(name) };
      });
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    return () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
    };
  }, [form]);

  // Create/Update waits for a photo still uploading, then sends the form itself.
  const [featuredUploading, setFeaturedUploading] = useState(false);
  const [bodyUploads, setBodyUploads] = useState(0);
  const uploading = featuredUploading || bodyUploads > 0;
  const [waiting, setWaiting] = useState(false);
  const onUploadingChange = useCallback((busy: boolean) => setFeaturedUploading(busy), []);
  useEffect(() => {
    if (!form) return;
    const onUpload = (e: Event) => setBodyUploads((n) => Math.max(0, n + Number((e as CustomEvent<unknown>).detail)));
    form.addEventListener(UPLOAD_EVENT, onUpload);
    return () => form.removeEventListener(UPLOAD_EVENT, onUpload);
  }, [form]);
  useEffect(() => {
    if (waiting && !uploading) {
      setWaiting(false);
      form?.requestSubmit();
    }
  }, [waiting, uploading, form]);

  const draft = useFormDraft(
    draftKey,
    form,
    {
      title: initial.title,
      excerpt: initial.excerpt,
      category: initial.category,
      tags: initial.tags,
      featuredImageAlt: initial.featuredImageAlt,
      featuredImageCaption: initial.featuredImageCaption,
      content: initial.content,
    },
    saving,
  );

  // After a no-JavaScript save failed, the textarea shows what was typed (plain text), not HTML.
  const typedText = values.contentFormat === "text";
  const plainText = {
    value: typedText ? (values.content ?? "") : (initial.contentText ?? ""),
    fingerprint: typedText ? (values.contentFingerprint ?? "") : (initial.contentFingerprint ?? ""),
    lossy: initial.contentLossy ?? false,
  };
  const kept = values.featuredImage || initial.featuredImage || null;
  // The picture the post has, kept, without alt text (a post made through the API): a warning, not a refusal.
  const altWarning =
    featuredAltCheck({
      picture: kept ? "new" : mode === "edit" && initial.image ? "kept" : "none",
      alt: initial.featuredImageAlt,
      altSent: true,
      altChanged: false,
    }) === "warn";
  const label = mode === "create" ? "Create Post" : "Update Post";
  return (
    <Form
      ref={setForm}
      method="post"
      encType="multipart/form-data"
      className="space-y-5"
      aria-label={mode === "create" ? "New post" : "Edit post"}
      onSubmit={(e) => {
        if (!uploading) return;
        e.preventDefault();
        setWaiting(true);
      }}
    >
      <DraftNotice notice={draft.notice} onRestore={draft.restore} onDiscard={draft.discard} />
      <ErrorSummary ref={summary} message={error} fields={sentFields} order={FIELD_ORDER} />
      {/* Create: start typing the title. Edit: nothing takes focus, the page opens at the top. */}
      <TextField
        name="title"
        label="Title *"
        defaultValue={v.title}
        error={fields.title}
        maxLength={MAX_TITLE}
        autoFocus={focusName === "title"}
      />
      <div>
        <label htmlFor="field-excerpt" className="field-label">
          Excerpt *
        </label>
        <textarea
          id="field-excerpt"
          name="excerpt"
          rows={3}
          defaultValue={v.excerpt}
          maxLength={MAX_EXCERPT}
          className="field-input"
          autoFocus={focusName === "excerpt"}
          aria-invalid={fields.excerpt ? true : undefined}
          aria-describedby={fields.excerpt ? "field-excerpt-error" : undefined}
        />
        <FieldError id="field-excerpt-error" message={fields.excerpt} />
      </div>
      <RichTextEditor
        name="content"
        label="Content"
        defaultValue={typedText ? initial.content : v.content}
        plainText={plainText}
        error={fields.content}
        uploadUrl="/api/uploads"
        autoFocus={focusName === "content"}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="field-category" className="field-label">
            Category *
          </label>
          <select
            id="field-category"
            name="category"
            defaultValue={v.category}
            className="field-input min-h-11"
            autoFocus={focusName === "category"}
            aria-invalid={fields.category ? true : undefined}
            aria-describedby={fields.category ? "field-category-error" : undefined}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="field-category-error" message={fields.category} />
        </div>
        <PostStatusField
          status={v.status}
          savedStatus={initial.status}
          publishedAt={v.publishedAt}
          canPublish={canPublish}
          error={fields.status}
          timeError={fields.publishedAt}
          focus={focusName}
        />
      </div>
      <div>
        <label htmlFor="field-lang" className="field-label">
          Language
        </label>
        <select
          id="field-lang"
          name="lang"
          defaultValue={values.lang ?? v.lang}
          className="field-input min-h-11"
          autoFocus={focusName === "lang"}
          aria-invalid={fields.lang ? true : undefined}
          aria-describedby={fields.lang ? "field-lang-error" : "field-lang-hint"}
        >
          {LANGUAGE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {fields.lang ? (
          <FieldError id="field-lang-error" message={fields.lang} />
        ) : (
          <p id="field-lang-hint" className="mt-1 text-sm text-slate-600">
            The language the post is written in: it is listed first on the blog in that language.
          </p>
        )}
      </div>
      {initial.translationOf ? <input type="hidden" name="translationOf" value={initial.translationOf} /> : null}
      <NewsletterPostField state={initial.newsletter} typed={values.newsletter} canPublish={canPublish} />
      <TextField
        name="tags"
        label="Tags (comma separated)"
        defaultValue={v.tags}
        error={fields.tags}
        placeholder="youth, mental health"
        autoFocus={focusName === "tags"}
      />
      {/* Featuring changes what is published: an editor's choice (docs/decisions/011), so authors send nothing. */}
      {canPublish ? (
        <>
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input type="checkbox" name="featured" value="true" defaultChecked={v.featured} className="h-5 w-5" />
            Featured post (shown first on the blog; replaces the current featured post)
          </label>
          {/* An unticked box sends nothing; this says "not featured" (the first value of a name wins). */}
          <input type="hidden" name="featured" value="false" />
        </>
      ) : null}
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" name="helpBox" value="true" defaultChecked={v.helpBox} className="h-5 w-5" />
        Show the “Where to get help” box (helplines; for posts on mental health, self-harm or violence)
      </label>
      <input type="hidden" name="helpBox" value="false" />
      <FeaturedImageField
        current={kept ?? initial.image}
        pending={kept}
        required={mode === "create"}
        error={fields.featuredImage}
        alt={v.featuredImageAlt}
        caption={v.featuredImageCaption}
        altError={fields.featuredImageAlt}
        captionError={fields.featuredImageCaption}
        altWarning={altWarning}
        focus={focusName}
        onUploadingChange={onUploadingChange}
      />
      <AutosaveStatus mode={mode} />
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <button type="submit" className="btn-primary min-h-11" disabled={saving}>
          {waiting ? "Waiting for the photo…" : saving ? "Saving…" : label}
        </button>
        <Link to="/admin/blog" className="btn-outline min-h-11">
          Cancel
        </Link>
        {waiting ? (
          <p role="status" className="basis-full text-sm text-slate-700">
            The post is saved as soon as the photo has uploaded.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
