import { AdminError } from "~/components/admin/admin-error";
import { CampaignForm, EMPTY_CAMPAIGN } from "~/components/admin/campaign-form";
import { requirePageUser } from "~/server/web/access.server";
import { saveCampaignForm } from "./campaign-form.server";
import type { Route } from "./+types/campaign-create";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

const NO_TEXT = { value: "", lossy: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "campaigns:manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveCampaignForm(request, requirePageUser(request, context, "campaigns:manage"));
}

export default function CreateCampaign({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">New campaign</h1>
      <CampaignForm
        initial={EMPTY_CAMPAIGN}
        texts={{ story: NO_TEXT, storyRw: NO_TEXT, storyFr: NO_TEXT }}
        result={actionData}
        submitLabel="Create campaign"
      />
    </div>
  );
}

export const meta = () => [{ title: "New campaign · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The campaign form sends its cover picture with it (without JavaScript). The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
