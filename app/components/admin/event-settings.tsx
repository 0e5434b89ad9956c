import type { SiteSettings } from "~/domain/settings/settings-schema";
import { SettingInput, SettingsSection, type SettingsResult } from "./settings-fields";

type Props = { settings: SiteSettings; canEdit: boolean; result: SettingsResult };

/** Events (issue 37): the day-before reminder's time and how long sign-up details are kept after a date. */
export function EventSettings({ settings, canEdit, result }: Props) {
  const s = "events";
  const e = settings.events;
  return (
    <SettingsSection
      id={s}
      title="Events"
      hint="The reminder goes to everyone confirmed on the day before each date, at this time on the site's clock. After a date has ended, the names, e-mail addresses and phone numbers of its sign-ups are kept this many days, then erased: only the counts (signed up, came, volunteers) stay."
      canEdit={canEdit}
      result={result}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          section={s}
          result={result}
          name="reminderTime"
          label="Reminder time, the day before (HH:MM)"
          value={e.reminderTime}
          type="time"
        />
        <SettingInput
          section={s}
          result={result}
          name="retentionDays"
          label="Keep sign-up details after a date (days)"
          value={String(e.retentionDays)}
          type="number"
        />
      </div>
    </SettingsSection>
  );
}
