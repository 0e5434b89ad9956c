import { backWithin } from "~/domain/auth/access.server";
import { deleteMessage, listMessages, openMessage, setMessageStatus } from "~/domain/people/contact-inbox.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import type { ContactMessage, User } from "~/domain/people/schema";
import { redirectWithError, redirectWithSuccess } from "~/platform/http/toast.server";
import { messageListQuerySchema, messageStatusSchema } from "~/domain/people/contact-schema";
import { validate } from "~/platform/http/api.server";
import { isoDate } from "~/utils/dates";
import { siteDates, type SiteDates } from "~/domain/settings/site-settings.server";
import { listHref, withParam } from "~/utils/pagination";
import { msg } from "~/i18n/message";

const toItem = (m: ContactMessage, date: SiteDates) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  preview: m.message.length > 120 ? `${m.message.slice(0, 117)}…` : m.message,
  type: m.type,
  status: m.status,
  at: isoDate(m.createdAt) ?? "",
  atLabel: date(m.createdAt, "withTime"),
});
export type InboxItem = ReturnType<typeof toItem>;

/**
 * /admin/contact-messages: filters and the open message (`?id=`) live in the URL. Opening a new message marks it
 * read (SPEC §4) here, in the loader, so it works the same with and without JavaScript.
 */
export function inboxScreen(url: URL, actor: User) {
  const date = siteDates();
  const raw = Object.fromEntries(["status", "type", "page"].map((k) => [k, url.searchParams.get(k) ?? ""]));
  const parsed = messageListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : messageListQuerySchema.parse({});
  const openId = url.searchParams.get("id");
  const opened = openId ? openMessage(actor, openId) : null;
  const listing = listMessages(query);
  const filters = { status: query.status ?? "", type: query.type ?? "" };
  const back = listHref("/admin/contact-messages", filters, listing.page);
  return {
    messages: listing.rows.map((m) => toItem(m, date)),
    counts: listing.counts,
    total: listing.total,
    page: listing.page,
    pages: listing.pages,
    filters,
    back,
    opened: opened ? toItem(opened, date) : null,
    missing: !!openId && !opened,
    confirmingDelete: !!opened && url.searchParams.get("delete") === "1",
  };
}

export async function inboxAction(request: Request, actor: User) {
  let back = "/admin/contact-messages";
  let intent = "";
  try {
    const form = await readForm(request);
    intent = form.intent ?? "";
    back = backWithin(form.back, "/admin/contact-messages");
    if (intent === "delete") {
      deleteMessage(actor, form.id);
      return redirectWithSuccess(back, "Message deleted successfully");
    }
    if (intent === "status") {
      const { status } = validate(messageStatusSchema, { status: form.status });
      const message = setMessageStatus(actor, form.id, status);
      return redirectWithSuccess(withParam(back, "id", message.id), `Marked as ${status}`);
    }
    throw new HttpError(400, msg("unknownAction"));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirectWithError(back, intent === "delete" ? error.message || "Failed to delete message" : error.message);
  }
}
