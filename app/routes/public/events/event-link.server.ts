import { data } from "react-router";
import { changePeople, cancelSignup, confirmSignup, findByManageToken } from "~/domain/events/signups.server";

import { t } from "~/i18n/catalogue";
import { langOfRequest, localizePath } from "~/i18n/languages";
import { formError } from "~/platform/http/api.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { eventDates, events } from "~/domain/events/schema";
import { db } from "~/platform/data/db.server";
import { eq } from "drizzle-orm";
import { eventTitle } from "~/domain/events/event-texts";
import { whenText } from "~/domain/events/event-view.server";

/**
 * The e-mailed links (issue 37): /events/confirm/:token confirms on a POST (a mail scanner's GET changes nothing;
 * the page shows one button), /events/manage/:token shows the sign-up with "change" and "cancel". The token is a
 * secret path segment (masked in the log) and never stored: only its hash is looked up.
 */

export function confirmPage(request: Request) {
  return { lang: langOfRequest(request) };
}

export async function confirmAction(request: Request, token: string | undefined) {
  const lang = langOfRequest(request);
  const s = t(lang).events;
  const row = token ? confirmSignup(token) : null;
  if (!row) throw data({ message: s.linkInvalid }, { status: 404 });
  // Issue 38: a sign-up by SMS opened the link in its text; it has no e-mail to find a ticket in.
  const text = row.smsTo && !row.email ? t(lang).sms.confirmedSms : s.confirmedText;
  return { message: row.status === "waiting" ? s.confirmedWaiting : text };
}

function describe(dateId: string, lang: ReturnType<typeof langOfRequest>) {
  const row = db
    .select({ event: events, date: eventDates })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .where(eq(eventDates.id, dateId))
    .get();
  return row
    ? {
        title: eventTitle(row.event, lang),
        when: whenText(row.date, lang),
        eventPath: localizePath(`/events/${row.event.id}`, lang),
        max: row.event.maxPerSignup,
      }
    : null;
}

export function managePage(request: Request, token: string | undefined) {
  const lang = langOfRequest(request);
  const row = token ? findByManageToken(token) : undefined;
  const about = row ? describe(row.dateId, lang) : null;
  if (!row || !about) throw data({ message: t(lang).events.linkInvalid }, { status: 404 });
  return { status: row.status, people: row.people, kind: row.kind, ...about };
}

export async function manageAction(request: Request, token: string | undefined) {
  const lang = langOfRequest(request);
  const s = t(lang).events;
  let values: Record<string, string> = {};
  try {
    values = formFields(await readFormData(request));
    if (!token) throw data({ message: s.linkInvalid }, { status: 404 });
    if (values.intent === "cancel") {
      const row = cancelSignup(token);
      if (!row) throw data({ message: s.linkInvalid }, { status: 404 });
      return { ok: true as const, message: s.cancelledText };
    }
    const row = changePeople(token, values.people ?? "", lang);
    if (!row) throw data({ message: s.linkInvalid }, { status: 404 });
    return { ok: true as const, message: s.changedText };
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "type" in error)) throw error;
    return formError(error, values);
  }
}
