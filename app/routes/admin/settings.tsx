import { AdminError } from "~/components/admin/admin-error";
import { DirtyContext, type SettingsResult } from "~/components/admin/settings-fields";
import { SettingsContents, SettingsForm, useUnsavedSections } from "~/components/admin/settings-form";
import {
  ContactSettings,
  DonationSettings,
  FigureSettings,
  GivingSettings,
  IdentitySettings,
  PartnerSettings,
  SocialSettings,
  TimeZoneSettings,
} from "~/components/admin/settings-sections";
import { PageImageSettings } from "~/components/admin/page-image-settings";
import { QuestionSettings } from "~/components/admin/question-settings";
import { EventSettings } from "~/components/admin/event-settings";
import { requirePageUser } from "~/server/web/access.server";
import { userHasPermission } from "~/domain/people/permissions";
import { useCurrentUser } from "~/ui/root-data";
import { settingsAction, settingsScreen } from "./settings.server";
import type { Route } from "./+types/settings";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "settings:view");
  return settingsScreen();
}

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, requirePageUser(request, context, "settings:view"));
}

const SECTIONS = [
  { id: "identity", title: "Organisation" },
  { id: "contact", title: "Contact details" },
  { id: "donations", title: "Donations" },
  { id: "socials", title: "Social links" },
  { id: "partners", title: "Partners" },
  { id: "figures", title: "Figures" },
  { id: "time", title: "Time zone" },
  { id: "giving", title: "Giving online" },
  { id: "questions", title: "Questions" },
  { id: "events", title: "Events" },
  { id: "pageImages", title: "Page pictures" },
];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, loaded } = loaderData;
  const canEdit = userHasPermission(useCurrentUser(), "settings:edit");
  const result = (actionData ?? null) as SettingsResult;
  const { dirty, mark, leaveDialog } = useUnsavedSections(Boolean(result));
  const props = { settings, canEdit, result };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Site Settings</h1>
        <p className="text-slate-700">
          {canEdit
            ? "What visitors see about the organisation: changes show on the public pages at once. “Save changes” saves every section you changed; page pictures have their own Save."
            : "Only an admin can change these settings."}
        </p>
      </div>
      <SettingsContents sections={SECTIONS} dirty={dirty} unsaved={result?.unsaved} />
      <SettingsForm loaded={loaded} onEdit={mark} dirty={dirty}>
        <IdentitySettings {...props} />
        <ContactSettings {...props} />
        <DonationSettings {...props} />
        <SocialSettings {...props} />
        <PartnerSettings {...props} />
        <FigureSettings {...props} />
        <TimeZoneSettings {...props} zones={loaderData.zones} />
        <GivingSettings {...props} />
        <QuestionSettings {...props} />
        <EventSettings {...props} />
      </SettingsForm>
      <DirtyContext.Provider value={dirty}>
        <div onChange={(e) => mark(e.target)}>
          <PageImageSettings images={loaderData.images} canEdit={canEdit} result={result} />
        </div>
      </DirtyContext.Provider>
      {leaveDialog}
    </div>
  );
}

export const meta = () => [{ title: "Site Settings · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The page pictures form sends two pictures at once. The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
