import { createHash } from "node:crypto";
import { count, max } from "drizzle-orm";
import { defaultDonations, SITE_DEFAULTS } from "~/domain/settings/site-defaults";
import type { Lang } from "~/i18n/languages";
import { formatDate, type DateKind } from "~/utils/dates";
import { SETTINGS_SECTIONS, type SettingsSection, type SiteSettings } from "~/domain/settings/settings-schema";
import { requireAccess } from "~/domain/auth/access.server";
import { validate } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { onFirstUse } from "~/utils/on-first-use";
import { HttpError } from "~/platform/http/errors.server";
import { log } from "~/platform/ops/log.server";
import { siteSettings } from "./schema";
import { dangerTermChanges } from "./danger-terms-schema";
import { type User } from "~/domain/people/schema";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";

// Read on every page (header, footer, dialog): kept in memory while the table is unchanged. The check is one
// indexed aggregate, so a restore or a direct fix in the database shows without a restart; prepared once (built
// and prepared each time, it was 3 % of a signed-in page's CPU, issue 40).
let cache: { signature: string; settings: SiteSettings } | null = null;
const signatureQuery = onFirstUse(() =>
  db
    .select({ n: count(), at: max(siteSettings.updatedAt) })
    .from(siteSettings)
    .prepare(),
);
const signature = () => {
  const row = signatureQuery().get();
  return `${row?.n ?? 0}:${row?.at?.getTime() ?? 0}`;
};

/**
 * The settings every page, feed and e-mail shows (the one getter: the organisation's name and contacts come from
 * here, never from the content module): stored sections over the content module's defaults; a stored value that
 * no longer fits the schema falls back.
 */
export function getSiteSettings(): SiteSettings {
  const current = signature();
  if (cache?.signature === current) return cache.settings;
  const stored = new Map(
    db
      .select()
      .from(siteSettings)
      .all()
      .map((row) => [row.key, row.value]),
  );
  const out = { ...SITE_DEFAULTS } as Record<SettingsSection, unknown>;
  for (const key of Object.keys(SETTINGS_SECTIONS) as SettingsSection[]) {
    if (!stored.has(key)) continue;
    const parsed = SETTINGS_SECTIONS[key].safeParse(stored.get(key));
    if (parsed.success) out[key] = parsed.data;
    else log.warn({ section: key }, "stored settings section no longer valid; using the defaults");
  }
  // A default that names the organisation names it as the settings do: its bank accounts until donations are saved.
  if (out.donations === SITE_DEFAULTS.donations)
    out.donations = defaultDonations((out.identity as SiteSettings["identity"]).name);
  cache = { signature: current, settings: out as SiteSettings };
  return cache.settings;
}

/** The zone every date and time is shown in (the `time` setting): pass it to formatDate, never the server's own. */
export const siteTimeZone = () => getSiteSettings().time.timeZone;

/** The one formatter on the site's clock in a language, the zone read once (a list formats many rows with it). */
export function siteDates(lang: Lang = "en") {
  const zone = siteTimeZone();
  return (value: Date | string | number | null | undefined, kind: DateKind = "long") =>
    formatDate(value, kind, lang, zone);
}
export type SiteDates = ReturnType<typeof siteDates>;

export const isSettingsSection = (value: unknown): value is SettingsSection =>
  typeof value === "string" && value in SETTINGS_SECTIONS;

/** Admin only (editors may look). Checked before a request's body is read, and again on every save. */
export function requireSettingsEditor(actor: User | null): User {
  return requireAccess(actor, "settings:edit", "Only an admin can change the site settings");
}

/** Validated by the section's schema, written with an audit entry, live at once. */
export function saveSettingsSection(actor: User | null, section: unknown, input: unknown) {
  if (!isSettingsSection(section)) {
    requireSettingsEditor(actor);
    throw new HttpError(400, "Unknown settings section");
  }
  return saveSettingsSections(actor, { [section]: input });
}

/**
 * Several sections at once (the settings page's one Save): each validated by its schema first, then all written
 * in one transaction with an audit entry each, so a save is never half done.
 */
export function saveSettingsSections(actor: User | null, inputs: Partial<Record<SettingsSection, unknown>>) {
  requireSettingsEditor(actor);
  const values = Object.entries(inputs).map(([section, input]) => {
    if (!isSettingsSection(section)) throw new HttpError(400, "Unknown settings section");
    return [section, validate(SETTINGS_SECTIONS[section], input)] as const;
  });
  const before = getSiteSettings();
  db.transaction((tx) => {
    for (const [section, value] of values) {
      const at = new Date();
      tx.insert(siteSettings)
        .values({ key: section, value, updatedAt: at, updatedBy: actor!.id })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: at, updatedBy: actor!.id } })
        .run();
      recordAudit(tx, {
        actor: actor!,
        action: "settings.updated",
        targetType: "settings",
        targetId: section,
        ...auditOf(section, before, value),
      });
    }
  });
  cache = null;
  invalidateGuestPages();
  return getSiteSettings();
}

/**
 * The audit entry's words for a section: its name, and for the questions section which danger-sign terms were
 * added and removed (issue 34: who changed what; the terms are staff's words, never a question's).
 */
function auditOf(section: SettingsSection, before: SiteSettings, value: unknown) {
  if (section !== "questions") return { summary: section };
  const { added, removed } = dangerTermChanges(
    before.questions.extraTerms,
    (value as SiteSettings["questions"]).extraTerms,
  );
  if (added.length + removed.length === 0) return { summary: section };
  const counts = [added.length ? `${added.length} added` : "", removed.length ? `${removed.length} removed` : ""];
  return {
    summary: `questions: danger-sign terms ${counts.filter(Boolean).join(", ")}`,
    details: { dangerTermsAdded: added, dangerTermsRemoved: removed },
  };
}

/** A short fingerprint of a section's value: tells "untouched since the page was loaded" from "changed". */
export const settingsFingerprint = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url")
    .slice(0, 22);
