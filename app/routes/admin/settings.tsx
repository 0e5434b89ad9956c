import { AdminError } from "~/components/admin/admin-error";
import type { SectionResult } from "~/components/admin/settings-fields";
import { ContactSettings, DonationSettings, FigureSettings, IdentitySettings, PartnerSettings, SocialSettings } from "~/components/admin/settings-sections";
import { PageImageSettings } from "~/components/admin/page-image-settings";
import { requirePageUser } from "~/domain/auth/access.server";
import { settingsAction, settingsScreen } from "./settings.server";
import type { Route } from "./+types/settings";

export function loader({ request, context }: Route.LoaderArgs) {
  return settingsScreen(requirePageUser(request, context, "staff"));
}

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, requirePageUser(request, context, "staff"));
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, canEdit } = loaderData;
  const props = { settings, canEdit, result: (actionData ?? null) as SectionResult };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Site Settings</h1>
        <p className="text-slate-700">{canEdit ? "What visitors see about the organisation: changes show on the public pages at once." : "Only an admin can change these settings."}</p>
      </div>
      <IdentitySettings {...props} />
      <ContactSettings {...props} />
      <DonationSettings {...props} />
      <SocialSettings {...props} />
      <PartnerSettings {...props} />
      <FigureSettings {...props} />
      <PageImageSettings images={loaderData.images} canEdit={canEdit} result={props.result} />
    </div>
  );
}

export const meta = () => [{ title: "Site Settings · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
