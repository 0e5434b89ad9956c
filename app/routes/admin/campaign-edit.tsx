import { data, Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { CampaignForm } from "~/components/admin/campaign-form";
import { CampaignProgressSummary } from "~/components/admin/campaign-progress-summary";
import { requirePageUser } from "~/server/web/access.server";
import { htmlToPlainText, plainTextForEditing } from "~/domain/blog/plain-text.server";
import { deleteCampaign, findCampaign } from "~/domain/giving/campaigns.server";
import { campaignProgress } from "~/domain/giving/progress.server";
import { answerableError } from "~/platform/http/api.server";
import { readFormData } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { campaignFormValues, saveCampaignForm } from "./campaign-form.server";
import type { Route } from "./+types/campaign-edit";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

const textOf = (html: string) => ({ value: htmlToPlainText(html), lossy: plainTextForEditing(html).contentLossy });

export function loader({ request, params, context }: Route.LoaderArgs) {
  requirePageUser(request, context, "campaigns:manage");
  const row = findCampaign(params.id);
  if (!row)
    throw data("This campaign does not exist or was deleted.", { status: 404, statusText: "Campaign Not Found" });
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    goal: row.goal,
    raisedAtClose: row.raisedAtClose,
    progress: campaignProgress([row.id]).get(row.id)!,
    values: campaignFormValues(row),
    texts: { story: textOf(row.story), storyRw: textOf(row.storyRw), storyFr: textOf(row.storyFr) },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "campaigns:manage");
  // The delete button's form is urlencoded; the campaign form is multipart.
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "")) {
    const form = await readFormData(request);
    if (form.get("intent") === "delete") {
      try {
        deleteCampaign(user, params.id);
      } catch (error) {
        const known = answerableError(error);
        if (!known) throw error;
        return redirectWithError(`/admin/campaigns/${params.id}`, known.message);
      }
      return redirectWithSuccess("/admin/campaigns", "Campaign deleted");
    }
  }
  return saveCampaignForm(request, user, params.id);
}

export default function EditCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, status, progress, goal, raisedAtClose } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-2">
        <Link to="/admin/campaigns" className="inline-flex min-h-11 items-center text-brand-800 underline">
          All campaigns
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Edit campaign: {title}</h1>
      <CampaignProgressSummary
        status={status}
        goal={goal}
        raised={status === "closed" && raisedAtClose !== null ? raisedAtClose : progress.raised}
        gifts={progress.gifts}
      />
      <p className="mb-6">
        <a href={`/give/${id}`} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {status === "draft" ? "Preview the public page" : "View the public page"}
        </a>
      </p>
      <CampaignForm
        key={id}
        initial={loaderData.values}
        texts={loaderData.texts}
        result={actionData}
        submitLabel="Save campaign"
      />
      <Form method="post" className="mt-10 rounded-xl border border-red-200 p-4">
        <h2 className="font-semibold text-slate-900">Delete this campaign</h2>
        <p className="mt-1 text-sm text-slate-700">
          Only a campaign nobody has given to can be deleted; close one that has gifts instead.
        </p>
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="btn-outline mt-3 min-h-11 border-red-700 text-red-800">
          Delete campaign
        </button>
      </Form>
    </div>
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.title ?? "Campaign"} · Admin` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AdminError />;
}

/** The campaign form sends its cover picture with it (without JavaScript). The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
