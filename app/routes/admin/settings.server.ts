import { data } from "react-router";
import { getSiteSettings, requireSettingsEditor, saveSettingsSection } from "~/domain/settings/site-settings.server";
import { loadedFingerprints, saveSettingsForm, SettingsFormError } from "~/domain/settings/settings-form.server";
import { answerableError } from "~/platform/http/api.server";
import { readFormData } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { imageHashesIn, releaseImages } from "~/domain/media/image-cleanup.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { PAGE_IMAGE_SLOTS, pageImage } from "~/domain/media/page-images.server";
import { readMultipart } from "~/domain/media/uploads.server";
import { timeZones } from "~/utils/dates";

export function settingsScreen() {
  const settings = getSiteSettings();
  const images = Object.entries(PAGE_IMAGE_SLOTS).map(([slot, { label }]) => ({
    slot,
    label,
    image: pageImage(slot, settings.pageImages[slot]),
    custom: !!settings.pageImages[slot],
  }));
  return { settings, images, loaded: loadedFingerprints(settings), zones: timeZones() };
}

/**
 * Page pictures (multipart): each chosen file is stored like any upload (re-encoded, no metadata) and its path
 * saved for the slot; "Use the default" clears a slot. The replaced picture goes when nothing else shows it.
 */
async function savePageImages(request: Request, actor: User) {
  // Every slot's file input is a part, empty or not; the body limit (12 MB) keeps a save to about two photos.
  const { fields, files } = await readMultipart(request, { maxFiles: Object.keys(PAGE_IMAGE_SLOTS).length });
  const current = { ...getSiteSettings().pageImages };
  const before = Object.values(current);
  for (const slot of Object.keys(PAGE_IMAGE_SLOTS)) {
    if (fields[`reset.${slot}`] === "on") current[slot] = "";
    const file = files[`image.${slot}`];
    if (file)
      current[slot] = imageUrl(
        await storeUpload(file.bytes, { uploadedBy: actor.id, alt: PAGE_IMAGE_SLOTS[slot]!.alt }),
      );
  }
  saveSettingsSection(actor, "pageImages", Object.fromEntries(Object.entries(current).filter(([, v]) => v)));
  releaseImages({ hashes: imageHashesIn(before.join(" ")) });
}

/**
 * The text settings are one form ("Save changes" saves what changed, see saveSettingsForm); the page pictures are
 * their own multipart form. A refused save comes back with every typed value and each error beside its field,
 * and a summary at the button that was pressed (`at`). Only an admin gets as far as the body: an editor's post is
 * refused unread.
 */
export async function settingsAction(request: Request, actor: User) {
  let at = "";
  try {
    requireSettingsEditor(actor);
    if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
      at = "pageImages";
      await savePageImages(request, actor);
      return redirectWithSuccess("/admin/settings#pageImages", "Pictures saved: the public pages show them now");
    }
    const form = await readFormData(request);
    const entries = [...form].filter((e): e is [string, string] => typeof e[1] === "string");
    at = entries.find(([k]) => k === "at")?.[1] ?? "";
    const saved = saveSettingsForm(actor, entries, getSiteSettings());
    const target = `/admin/settings${/^[a-z]+$/i.test(at) ? `#${at}` : ""}`;
    if (saved.length === 0)
      return redirectWithSuccess(target, "No changes to save: the settings were already up to date");
    return redirectWithSuccess(target, `Saved ${saved.join(", ")}: the public pages show them now`);
  } catch (error) {
    if (error instanceof SettingsFormError) return data({ ok: false as const, at, ...error.failure }, { status: 400 });
    const known = answerableError(error);
    if (!known) throw error;
    return data(
      { ok: false as const, at, error: known.message, fields: {}, values: null, unsaved: [] },
      { status: known.status, headers: known.headers },
    );
  }
}
