import type { SiteSettings } from "~/domain/settings/settings-schema";
import { SettingInput, SettingsSection, type SettingsResult } from "./settings-fields";

type Props = { settings: SiteSettings; canEdit: boolean; result: SettingsResult };

/** Ask anonymously (issue 26): how long the raw question, the asker's e-mail and the private code are kept. */
export function QuestionSettings({ settings, canEdit, result }: Props) {
  const s = "questions";
  const q = settings.questions;
  return (
    <SettingsSection
      id={s}
      title="Questions"
      hint="How long the question as sent, the asker's e-mail address and the private code are kept before they are erased (only the edited public version of a published question stays). The ask page promises at most 30 days after the answer and 90 days unanswered: you can shorten these, not lengthen them."
      canEdit={canEdit}
      result={result}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          section={s}
          result={result}
          name="keepAfterAnswerDays"
          label="Keep after the answer (days, 1–30)"
          value={String(q.keepAfterAnswerDays)}
          type="number"
        />
        <SettingInput
          section={s}
          result={result}
          name="keepUnansweredDays"
          label="Keep unanswered or declined (days, 1–90)"
          value={String(q.keepUnansweredDays)}
          type="number"
        />
      </div>
    </SettingsSection>
  );
}
