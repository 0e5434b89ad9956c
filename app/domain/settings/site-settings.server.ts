import { count, max } from "drizzle-orm";
import { SITE_DEFAULTS } from "~/content/site-defaults";
import { SETTINGS_SECTIONS, type SettingsSection, type SiteSettings } from "~/schemas/site-settings";
import { checkAccess } from "../auth/access.server";
import { validate } from "../platform/api.server";
import { recordAudit } from "../platform/audit.server";
import { db } from "../platform/db.server";
import { HttpError } from "../platform/errors.server";
import { siteSettings, type User } from "../platform/schema";

// Read on every page (header, footer, dialog): kept in memory while the table is unchanged. The check is one
// indexed aggregate, so a restore or a direct fix in the database shows without a restart.
let cache: { signature: string; settings: SiteSettings } | null = null;
const signature = () => {
  const row = db.select({ n: count(), at: max(siteSettings.updatedAt) }).from(siteSettings).get();
  return `${row?.n ?? 0}:${row?.at?.getTime() ?? 0}`;
};

/** The settings every page shows: stored sections over the content module's defaults; a stored value that no longer fits the schema falls back. */
export function getSiteSettings(): SiteSettings {
  const current = signature();
  if (cache?.signature === current) return cache.settings;
  const stored = new Map(db.select().from(siteSettings).all().map((row) => [row.key, row.value]));
  const out = { ...SITE_DEFAULTS } as Record<SettingsSection, unknown>;
  for (const key of Object.keys(SETTINGS_SECTIONS) as SettingsSection[]) {
    if (!stored.has(key)) continue;
    const parsed = SETTINGS_SECTIONS[key].safeParse(stored.get(key));
    if (parsed.success) out[key] = parsed.data;
    else console.warn(`[settings] stored "${key}" no longer valid; using defaults`);
  }
  cache = { signature: current, settings: out as SiteSettings };
  return cache.settings;
}

export const isSettingsSection = (value: unknown): value is SettingsSection => typeof value === "string" && value in SETTINGS_SECTIONS;

/** Admin only (editors may look). Checked before a request's body is read, and again on every save. */
export function requireSettingsEditor(actor: User | null): User {
  const access = checkAccess(actor, "staff");
  if (access === "login") throw new HttpError(401, "Not authenticated");
  if (access !== "ok" || actor!.role !== "admin") throw new HttpError(403, "Only an admin can change the site settings");
  return actor!;
}

/** Validated by the section's schema, written with an audit entry, live at once. */
export function saveSettingsSection(actor: User | null, section: unknown, input: unknown) {
  requireSettingsEditor(actor);
  if (!isSettingsSection(section)) throw new HttpError(400, "Unknown settings section");
  const value = validate(SETTINGS_SECTIONS[section], input);
  db.transaction((tx) => {
    tx.insert(siteSettings)
      .values({ key: section, value, updatedAt: new Date(), updatedBy: actor!.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date(), updatedBy: actor!.id } })
      .run();
    recordAudit(tx, { actor: actor!, action: "settings.updated", targetType: "settings", targetId: section, summary: section });
  });
  cache = null;
  return getSiteSettings();
}
