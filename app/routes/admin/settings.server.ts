import { data } from "react-router";
import { getSiteSettings, isSettingsSection, requireSettingsEditor, saveSettingsSection } from "~/domain/settings/site-settings.server";
import { SETTINGS_FORM_FIELDS } from "~/schemas/site-settings";
import { HttpError } from "~/domain/platform/errors.server";
import { readFormData } from "~/domain/platform/forms.server";
import type { User } from "~/domain/platform/schema";
import { redirectWithSuccess } from "~/domain/platform/toast.server";
import { fieldPattern, unflattenForm } from "~/utils/nested-form";
import { imageHashesIn, releaseImages } from "~/domain/media/image-cleanup.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { PAGE_IMAGE_SLOTS, pageImage } from "~/domain/media/page-images.server";
import { readMultipart } from "~/domain/media/uploads.server";

export function settingsScreen(actor: User) {
  const settings = getSiteSettings();
  const images = Object.entries(PAGE_IMAGE_SLOTS).map(([slot, { label }]) => ({ slot, label, image: pageImage(slot, settings.pageImages[slot]), custom: !!settings.pageImages[slot] }));
  return { settings, canEdit: actor.role === "admin", images };
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
    if (file) current[slot] = imageUrl(await storeUpload(file.bytes, { uploadedBy: actor.id, alt: PAGE_IMAGE_SLOTS[slot]!.alt }));
  }
  saveSettingsSection(actor, "pageImages", Object.fromEntries(Object.entries(current).filter(([, v]) => v)));
  releaseImages({ hashes: imageHashesIn(before.join(" ")) });
}

/**
 * One form per section; a refused value comes back beside its field with everything that was typed. Only an admin
 * gets as far as the body: an editor's post is refused unread. Only the section's own field names are read.
 */
export async function settingsAction(request: Request, actor: User) {
  let section = "";
  let values: Record<string, string> = {};
  try {
    requireSettingsEditor(actor);
    if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
      section = "pageImages";
      await savePageImages(request, actor);
      return redirectWithSuccess("/admin/settings#pageImages", "Pictures saved: the public pages show them now");
    }
    const form = await readFormData(request);
    const entries = [...form].filter((e): e is [string, string] => typeof e[1] === "string");
    section = entries.find(([k]) => k === "section")?.[1] ?? "";
    if (!isSettingsSection(section) || section === "pageImages") throw new HttpError(400, "Unknown settings section");
    const fields = SETTINGS_FORM_FIELDS[section];
    // What was typed, to show again beside a refused field: the section's own fields only.
    const names = new Set(fields.map((f) => f.name));
    values = Object.fromEntries(entries.filter(([k]) => names.has(fieldPattern(k))));
    saveSettingsSection(actor, section, unflattenForm(entries, fields));
    return redirectWithSuccess(`/admin/settings#${section}`, "Settings saved: the public pages show them now");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ ok: false as const, section, error: error.message, fields: error.fields ?? {}, values }, { status: error.status });
  }
}
