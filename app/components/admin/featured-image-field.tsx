import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldError } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import { uploadImage } from "~/components/editor/urls";
import { MAX_ALT, MAX_CAPTION } from "~/schemas/post";

type Props = {
  /** The image the post has now (its URL), or a just-uploaded one kept across a failed save. */
  current: string | null;
  /** What to send when untouched: nothing on edit (keep), the kept upload's URL after a failed save. */
  pending: string | null;
  required: boolean;
  error?: string;
  alt: string;
  caption: string;
  altError?: string;
  captionError?: string;
};

/**
 * The featured image (SPEC §2 blog form). Without JavaScript: a file input sent with the form, and a "Remove image"
 * checkbox. With it: the file uploads at once with visible progress (slow connections), the form then carries only
 * its URL, and a failed save never has to send the photo again.
 */
export function FeaturedImageField({ current, pending, required, error, alt, caption, altError, captionError }: Props) {
  const hydrated = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(current);
  const [value, setValue] = useState<string | null>(pending);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  useEffect(() => () => { if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview); }, [preview]);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setUploadError(null);
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const result = await uploadImage("/api/uploads", file, setProgress);
    setProgress(null);
    if (result.ok) {
      setValue(result.url);
      // The form now carries the URL; the file itself stays behind.
      if (fileRef.current) fileRef.current.value = "";
    } else {
      setUploadError(`${result.message} The image will be sent with the form instead.`);
    }
  }

  function remove() {
    setPreview(null);
    setValue("");
    setUploadError(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  const describedBy = [error ? "featured-image-error" : null, "featured-image-hint"].filter(Boolean).join(" ");
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">Featured image{required ? " *" : ""}</legend>
      {preview ? (
        <img src={preview} alt="Featured image preview" className="h-40 w-full max-w-sm rounded-xl object-cover" />
      ) : null}
      {value !== null ? <input type="hidden" name="featuredImage" value={value} /> : null}
      <label htmlFor="featured-image" className="sr-only">Choose featured image</label>
      <input
        ref={fileRef}
        id="featured-image"
        type="file"
        name="featuredImage"
        accept="image/*"
        onChange={hydrated ? onChange : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      <p id="featured-image-hint" className="text-sm text-slate-700">JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. Location data in photos is removed.</p>
      {progress !== null ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <progress max={100} value={progress} aria-label="Upload progress" className="w-48" /> {progress}%
        </div>
      ) : null}
      {preview && hydrated ? (
        <button type="button" onClick={remove} className="btn-outline min-h-11">Remove image</button>
      ) : null}
      {current && !hydrated ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="featuredImage" value="" className="h-5 w-5" /> Remove image
        </label>
      ) : null}
      {uploadError ? <p role="alert" className="text-sm text-red-700">{uploadError}</p> : null}
      {error ? <p id="featured-image-error" className="text-sm text-red-700">{error}</p> : null}
      <div>
        <label htmlFor="field-featuredImageAlt" className="field-label">Alt text *</label>
        <input id="field-featuredImageAlt" name="featuredImageAlt" defaultValue={alt} maxLength={MAX_ALT} className="field-input"
          aria-invalid={altError ? true : undefined} aria-describedby={["featured-alt-hint", altError ? "field-featuredImageAlt-error" : null].filter(Boolean).join(" ")} />
        <p id="featured-alt-hint" className="mt-1 text-sm text-slate-700">What the picture shows, in a few words, for people who cannot see it (read aloud by screen readers).</p>
        <FieldError id="field-featuredImageAlt-error" message={altError} />
      </div>
      <TextField name="featuredImageCaption" label="Caption (optional)" defaultValue={caption} maxLength={MAX_CAPTION} error={captionError} />
    </fieldset>
  );
}
