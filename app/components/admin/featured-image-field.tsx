import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldError } from "~/components/auth/auth-card";
import { uploadImage } from "~/components/editor/urls";
import { ALT_MISSING_WARNING, MAX_ALT, MAX_CAPTION } from "~/domain/blog/post-schema";
import { bodySize, PICTURE_FILE_LIMIT } from "~/platform/http/body-limits";

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
  /** The picture the post has is kept and has no alt text (featuredAltCheck says "warn"): said beside it, not refused. */
  altWarning?: boolean;
  /** The form's field to focus (the first at fault): the file, alt text or caption are here. */
  focus?: string | null;
  /** Told when an upload starts and ends, so the form can wait for it instead of racing it. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Another form's words for the picture (a campaign's "Cover picture"), which has no caption. */
  legend?: string;
  withCaption?: boolean;
  /** Where the upload is kept until the form is saved ("the post", "the campaign"). */
  savedWith?: string;
};

/** A file name may break anywhere on a narrow screen (it has no spaces); the words around it wrap between words. */
const FileName = ({ name }: { name: string }) => <span className="wrap-anywhere">{name}</span>;

type Upload =
  | { state: "idle" }
  | { state: "uploading"; name: string; progress: number }
  | { state: "done"; name: string }
  | { state: "failed"; name: string; message: string };

/**
 * The featured image (SPEC §2 blog form). Without JavaScript: a file input sent with the form, and a "Remove image"
 * checkbox. With it: the chosen photo shows at once (a blob: preview, allowed by the CSP's img-src), uploads with
 * visible progress (slow connections), then the stored image replaces the preview and the form carries only its
 * URL, so a failed save never has to send the photo again.
 */
export function FeaturedImageField({
  current,
  pending,
  required,
  error,
  alt,
  caption,
  altError,
  captionError,
  altWarning,
  focus,
  onUploadingChange,
  legend = "Featured image",
  withCaption = true,
  savedWith = "the post",
}: Props) {
  const hydrated = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(current);
  const [value, setValue] = useState<string | null>(pending);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const attempt = useRef(0);
  useEffect(
    () => () => {
      if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => onUploadingChange?.(upload.state === "uploading"), [upload.state, onUploadingChange]);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > PICTURE_FILE_LIMIT) {
      // Said at once, and the file is not sent with the form either: the server would refuse it (issue 33).
      attempt.current++;
      event.target.value = "";
      setPreview(current);
      setUpload({
        state: "failed",
        name: file.name,
        message: `${file.name} is too large (at most ${bodySize(PICTURE_FILE_LIMIT)}): choose a smaller picture.`,
      });
      return;
    }
    const mine = ++attempt.current;
    setPreview(URL.createObjectURL(file));
    setUpload({ state: "uploading", name: file.name, progress: 0 });
    const result = await uploadImage("/api/uploads", file, (progress) => {
      if (attempt.current === mine) setUpload({ state: "uploading", name: file.name, progress });
    });
    if (attempt.current !== mine) return; // another photo was chosen meanwhile
    if (result.ok) {
      setValue(result.url);
      setPreview(result.url);
      setUpload({ state: "done", name: file.name });
    } else {
      setUpload({
        state: "failed",
        name: file.name,
        message: `${result.message} The photo will be sent with the form instead.`,
      });
    }
  }

  function remove() {
    attempt.current++;
    setPreview(null);
    setValue("");
    setUpload({ state: "idle" });
    if (fileRef.current) fileRef.current.value = "";
  }

  // Once uploaded, the form sends the URL (hidden input) and the file input keeps showing the file's name
  // but loses its name attribute, so the photo is not sent a second time.
  const sendFile = upload.state !== "done";
  // Another photo chosen here is a new picture: it needs its alt text, so the warning about the old one goes.
  const warnAlt = Boolean(altWarning && !altError && upload.state === "idle" && preview === current);
  const describedBy = [
    error ? "featured-image-error" : null,
    "featured-image-hint",
    hydrated ? "featured-image-state" : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
      <legend className="field-label px-1">
        {legend}
        {required ? " *" : ""}
      </legend>
      {preview ? (
        // eslint-disable-next-line jsx-a11y/img-redundant-alt -- a preview of a file being chosen: its content is unknown, this name says what it is
        <img
          src={preview}
          alt="Featured image preview"
          data-testid="featured-preview"
          className={`h-48 w-full max-w-md rounded-xl bg-slate-100 object-cover ${upload.state === "uploading" ? "opacity-80" : ""}`}
        />
      ) : null}
      {warnAlt ? (
        <p
          id="featured-alt-warning"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M8.3 2.9a2 2 0 0 1 3.4 0l6.3 11.1A2 2 0 0 1 16.3 17H3.7A2 2 0 0 1 2 14L8.3 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{ALT_MISSING_WARNING}</span>
        </p>
      ) : null}
      {value !== null ? <input type="hidden" name="featuredImage" value={value} /> : null}
      <label htmlFor="featured-image" className="text-sm font-medium text-slate-800">
        Choose {legend.toLowerCase()}
      </label>
      <input
        ref={fileRef}
        id="featured-image"
        type="file"
        name={sendFile ? "featuredImage" : undefined}
        accept="image/*"
        autoFocus={focus === "featuredImage"}
        onChange={hydrated ? onChange : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      <p id="featured-image-hint" className="text-sm text-slate-700">
        JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. Location data in photos is removed.
      </p>
      <div id="featured-image-state" role="status" className="text-sm text-slate-800">
        {upload.state === "uploading" ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0">
              Uploading <FileName name={upload.name} />…
            </span>
            <progress max={100} value={upload.progress} aria-label="Upload progress" className="w-40" />{" "}
            {upload.progress}%
          </span>
        ) : upload.state === "done" ? (
          <span className="font-medium text-green-800">
            Uploaded <FileName name={upload.name} />. It is saved with {savedWith}.
          </span>
        ) : value ? (
          <span>The photo shown above is uploaded and kept: no need to choose it again.</span>
        ) : value === null && current ? (
          <span>The current image is kept unless you choose another.</span>
        ) : null}
      </div>
      {preview && hydrated ? (
        <button type="button" onClick={remove} className="btn-outline min-h-11">
          Remove image
        </button>
      ) : null}
      {current && !hydrated ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="featuredImage" value="" className="h-5 w-5" /> Remove image
        </label>
      ) : null}
      {upload.state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {upload.message}
        </p>
      ) : null}
      {error ? (
        <p id="featured-image-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor="field-featuredImageAlt" className="field-label">
          Alt text *
        </label>
        <input
          id="field-featuredImageAlt"
          name="featuredImageAlt"
          defaultValue={alt}
          maxLength={MAX_ALT}
          className="field-input"
          autoFocus={focus === "featuredImageAlt"}
          aria-invalid={altError ? true : undefined}
          aria-describedby={[
            warnAlt ? "featured-alt-warning" : null,
            "featured-alt-hint",
            altError ? "field-featuredImageAlt-error" : null,
          ]
            .filter(Boolean)
            .join(" ")}
        />
        <p id="featured-alt-hint" className="mt-1 text-sm text-slate-700">
          Required when you choose a photo. Say what it shows in a few words, for people who cannot see it (screen
          readers read it aloud), e.g. “Students planting trees at Kimironko market”.
        </p>
        <FieldError id="field-featuredImageAlt-error" message={altError} />
      </div>
      {withCaption ? (
        <div>
          <label htmlFor="field-featuredImageCaption" className="field-label">
            Caption (optional)
          </label>
          <input
            id="field-featuredImageCaption"
            name="featuredImageCaption"
            defaultValue={caption}
            maxLength={MAX_CAPTION}
            className="field-input"
            autoFocus={focus === "featuredImageCaption"}
            aria-invalid={captionError ? true : undefined}
            aria-describedby={["featured-caption-hint", captionError ? "field-featuredImageCaption-error" : null]
              .filter(Boolean)
              .join(" ")}
          />
          <p id="featured-caption-hint" className="mt-1 text-sm text-slate-700">
            Shown under the photo on the post, e.g. who took it or where.
          </p>
          <FieldError id="field-featuredImageCaption-error" message={captionError} />
        </div>
      ) : null}
    </fieldset>
  );
}
