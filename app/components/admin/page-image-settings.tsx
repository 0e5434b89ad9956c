import { PostImage } from "~/components/blog/post-image";
import type { ImageRef } from "~/utils/image-sources";
import { FileSettingsSection, type SettingsResult } from "./settings-fields";

type Slot = { slot: string; label: string; image: ImageRef | null; custom: boolean };

/** The pictures of Home, About and the program pages: replace some or go back to the default. */
export function PageImageSettings({
  images,
  canEdit,
  result,
}: {
  images: Slot[];
  canEdit: boolean;
  result: SettingsResult;
}) {
  return (
    <FileSettingsSection
      id="pageImages"
      title="Page pictures"
      hint="JPEG, PNG, WebP, GIF or AVIF up to 5 MB each, 12 MB per save. Location data in photos is removed."
      canEdit={canEdit}
      result={result}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map(({ slot, label, image, custom }) => (
          <li key={slot} className="space-y-2 rounded-xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{label}</p>
            <PostImage image={image} alt="" sizes="300px" placeholder className="h-32 w-full rounded-lg object-cover" />
            <label htmlFor={`image-${slot}`} className="field-label">
              New picture for {label}
            </label>
            <input
              id={`image-${slot}`}
              type="file"
              name={`image.${slot}`}
              accept="image/*"
              className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            />
            {custom ? (
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name={`reset.${slot}`} className="h-5 w-5" /> Use the default picture
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </FileSettingsSection>
  );
}
