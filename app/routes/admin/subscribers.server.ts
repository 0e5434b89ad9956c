import { answerableError } from "~/platform/http/api.server";
import { readForm } from "~/platform/http/forms.server";
import type { User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { siteDates } from "~/domain/settings/site-settings.server";
import {
  listSendings,
  listSubscribers,
  readSubscriberQuery,
  removeSubscriber,
  requireSubscriberStaff,
  subscriberCounts,
  type SubscriberQuery,
} from "~/domain/newsletter/subscribers-admin.server";
import { msg } from "~/i18n/message";

const hrefWith = (query: SubscriberQuery, base: string, page?: number) => {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.lang) params.set("lang", query.lang);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
};

/** /admin/subscribers: counts, the filtered list, the CSV link for the same filter, and the sendings. */
export function subscribersScreen(actor: User, url: URL) {
  requireSubscriberStaff(actor);
  const query = readSubscriberQuery(url);
  const list = listSubscribers(query);
  const date = siteDates();
  return {
    query,
    counts: subscriberCounts(),
    list: { ...list, rows: list.rows.map((r) => ({ ...r, since: date(r.createdAt, "long") })) },
    prevHref: query.page > 1 ? hrefWith(query, "/admin/subscribers", query.page - 1) : null,
    nextHref: query.page < list.pages ? hrefWith(query, "/admin/subscribers", query.page + 1) : null,
    csvHref: hrefWith({ ...query, page: 1 }, "/admin/subscribers.csv"),
    sendings: listSendings().map((s) => ({ ...s, when: date(s.startedAt ?? s.createdAt, "withTime") })),
  };
}

export async function subscribersAction(request: Request, actor: User) {
  requireSubscriberStaff(actor);
  const back = `/admin/subscribers${new URL(request.url).search}`;
  try {
    const form = await readForm(request);
    if (form.intent !== "remove") return redirectWithError(back, msg("unknownAction"));
    removeSubscriber(actor, form.id);
    return redirectWithSuccess(back, "Subscriber removed");
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return redirectWithError(back, known.message);
  }
}
