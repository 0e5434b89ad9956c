import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import { AutosaveStatus } from "~/components/editor/autosave-status";
import { RichTextEditor } from "~/components/editor/rich-text-editor";
import { toast } from "~/components/toaster";
import { CATEGORIES } from "~/content/categories";
import { MAX_EXCERPT, MAX_TITLE } from "~/schemas/post";
import { readFormResult } from "~/utils/form-result";
import { FeaturedImageField } from "./featured-image-field";

export type PostFormValues = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  status: string;
  tags: string;
  featured: boolean;
  helpBox: boolean;
  featuredImageAlt: string;
  featuredImageCaption: string;
  /** The image the post shows now, as a URL. */
  image: string | null;
};

export const EMPTY_POST: PostFormValues = { title: "", excerpt: "", content: "", category: "", status: "draft", tags: "", featured: false, helpBox: false, featuredImageAlt: "", featuredImageCaption: "", image: null };

type Props = {
  mode: "create" | "edit";
  initial: PostFormValues;
  result: unknown;
  canPublish: boolean;
  draftKey: string;
};

/** SPEC §2 blog form, shared by create and edit. Works as a plain multipart form; JavaScript adds the editor. */
export function PostForm({ mode, initial, result, canPublish, draftKey }: Props) {
  const { fields, values, error } = readFormResult(result);
  const flag = (name: "featured" | "helpBox") => (values[name] !== undefined ? values[name] === "true" : initial[name]);
  const v = { ...initial, ...values, featured: flag("featured"), helpBox: flag("helpBox") };
  const saving = useNavigation().state === "submitting";
  useEffect(() => {
    if (error) toast.error(error || "Failed to save blog post");
  }, [result, error]);

  const kept = values.featuredImage || null;
  const label = mode === "create" ? "Create Post" : "Update Post";
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" aria-label={mode === "create" ? "New post" : "Edit post"}>
      {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">{error}</p> : null}
      <TextField name="title" label="Title *" defaultValue={v.title} error={fields.title} maxLength={MAX_TITLE} />
      <div>
        <label htmlFor="field-excerpt" className="field-label">Excerpt *</label>
        <textarea id="field-excerpt" name="excerpt" rows={3} defaultValue={v.excerpt} maxLength={MAX_EXCERPT} className="field-input"
          aria-invalid={fields.excerpt ? true : undefined} aria-describedby={fields.excerpt ? "field-excerpt-error" : undefined} />
        <FieldError id="field-excerpt-error" message={fields.excerpt} />
      </div>
      <RichTextEditor name="content" label="Content" defaultValue={v.content} error={fields.content} draftKey={draftKey} uploadUrl="/api/uploads" />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="field-category" className="field-label">Category *</label>
          <select id="field-category" name="category" defaultValue={v.category} className="field-input min-h-11"
            aria-invalid={fields.category ? true : undefined} aria-describedby={fields.category ? "field-category-error" : undefined}>
            <option value="">Select a category</option>
            {CATEGORIES.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
          </select>
          <FieldError id="field-category-error" message={fields.category} />
        </div>
        <div>
          <label htmlFor="field-status" className="field-label">Status</label>
          <select id="field-status" name="status" defaultValue={v.status} className="field-input min-h-11" aria-describedby={canPublish ? undefined : "status-hint"}>
            <option value="draft">Draft</option>
            <option value="published" disabled={!canPublish}>Published</option>
          </select>
          {canPublish ? null : <p id="status-hint" className="mt-1 text-sm text-slate-700">An editor publishes your post.</p>}
          <FieldError id="field-status-error" message={fields.status} />
        </div>
      </div>
      <TextField name="tags" label="Tags (comma separated)" defaultValue={v.tags} error={fields.tags} placeholder="youth, mental health" />
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
      <FeaturedImageField current={kept ?? initial.image} pending={kept} required={mode === "create"} error={fields.featuredImage}
        alt={v.featuredImageAlt} caption={v.featuredImageCaption} altError={fields.featuredImageAlt} captionError={fields.featuredImageCaption} />
      <AutosaveStatus mode={mode} />
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <button type="submit" className="btn-primary min-h-11" disabled={saving}>{saving ? "Saving…" : label}</button>
        <Link to="/admin/blog" className="btn-outline min-h-11">Cancel</Link>
      </div>
    </Form>
  );
}
