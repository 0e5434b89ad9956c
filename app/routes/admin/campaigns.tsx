import { Form, Link } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { CampaignProgressSummary } from "~/components/admin/campaign-progress-summary";
import { requirePageUser } from "~/server/web/access.server";
import { closeCampaign, featureCampaign, listCampaigns } from "~/domain/giving/campaigns.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readFormData } from "~/platform/http/forms.server";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { msg } from "~/i18n/message";
import { listHref } from "~/utils/pagination";
import { pageFromUrl } from "~/utils/query-params";
import type { Route } from "./+types/campaigns";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "campaigns:manage");
  const { rows, page, pages } = listCampaigns(user, pageFromUrl(new URL(request.url)));
  return {
    page,
    pages,
    campaigns: rows.map((c) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      featured: c.featured,
      goal: c.goal,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      raised: c.status === "closed" && c.raisedAtClose !== null ? c.raisedAtClose : c.progress.raised,
      gifts: c.progress.gifts,
    })),
  };
}

/** Feature, un-feature or close one campaign from the list (each a small form: works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePageUser(request, context, "campaigns:manage");
  try {
    const form = await readFormData(request);
    const id = String(form.get("id") ?? "");
    const intent = form.get("intent");
    if (intent === "feature") featureCampaign(user, id, true);
    else if (intent === "unfeature") featureCampaign(user, id, false);
    else if (intent === "close") closeCampaign(user, id);
    else throw new HttpError(400, msg("unknownAction"));
    return redirectWithSuccess("/admin/campaigns", intent === "close" ? "Campaign closed" : "Campaign saved");
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return redirectWithError("/admin/campaigns", known.message);
  }
}

const STATUS_CLASS: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800",
  active: "bg-green-100 text-green-900",
  closed: "bg-amber-100 text-amber-950",
};

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, page, pages } = loaderData;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Campaigns</h1>
        <Link to="/admin/campaigns/new" className="btn-primary min-h-11">
          New campaign
        </Link>
      </div>
      {campaigns.length === 0 ? (
        <p className="card text-center text-slate-700">There are no campaigns yet.</p>
      ) : (
        <ul className="space-y-4">
          {campaigns.map((c) => (
            <li key={c.id} className="card">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link to={`/admin/campaigns/${c.id}`} className="inline-flex min-h-11 items-center underline">
                    {c.title}
                  </Link>
                </h2>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[c.status]}`}>
                  {c.status[0]!.toUpperCase() + c.status.slice(1)}
                </span>
                {c.featured ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                    Featured
                  </span>
                ) : null}
              </div>
              <p className="mb-2 text-sm text-slate-700">
                {c.startsOn}
                {c.endsOn ? ` to ${c.endsOn}` : " (no end date)"}
              </p>
              <CampaignProgressSummary status={c.status} goal={c.goal} raised={c.raised} gifts={c.gifts} />
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="id" value={c.id} />
                  <input type="hidden" name="intent" value={c.featured ? "unfeature" : "feature"} />
                  <button
                    type="submit"
                    className="btn-outline min-h-11"
                    aria-label={`${c.featured ? "Unfeature" : "Feature"} ${c.title}`}
                  >
                    {c.featured ? "Unfeature" : "Feature"}
                  </button>
                </Form>
                {c.status !== "closed" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="intent" value="close" />
                    <button type="submit" className="btn-outline min-h-11" aria-label={`Close ${c.title}`}>
                      Close
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <BlogPagination page={page} pages={pages} hrefFor={(p) => listHref("/admin/campaigns", {}, p)} />
    </div>
  );
}

export const meta = () => [{ title: "Campaigns · Admin" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <AdminError />;
}
