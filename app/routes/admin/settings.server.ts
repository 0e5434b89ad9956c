import { data } from "react-router";
import { getSiteSettings, isSettingsSection, saveSettingsSection } from "~/domain/settings/site-settings.server";
import { HttpError } from "~/domain/platform/errors.server";
import { readFormData } from "~/domain/platform/forms.server";
import type { User } from "~/domain/platform/schema";
import { redirectWithSuccess } from "~/domain/platform/toast.server";
import { unflattenForm } from "~/utils/nested-form";

export function settingsScreen(actor: User) {
  return { settings: getSiteSettings(), canEdit: actor.role === "admin" };
}

/** One form per section; a refused value comes back beside its field with everything that was typed. */
export async function settingsAction(request: Request, actor: User) {
  let section = "";
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    const entries = [...form].filter((e): e is [string, string] => typeof e[1] === "string");
    values = Object.fromEntries(entries);
    section = values.section ?? "";
    if (!isSettingsSection(section)) throw new HttpError(400, "Unknown settings section");
    const { section: _section, ...rest } = unflattenForm(entries.filter(([k]) => k !== "section"), ["whatsapp"]);
    void _section;
    saveSettingsSection(actor, section, rest);
    return redirectWithSuccess(`/admin/settings#${section}`, "Settings saved: the public pages show them now");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ ok: false as const, section, error: error.message, fields: error.fields ?? {}, values }, { status: error.status });
  }
}
