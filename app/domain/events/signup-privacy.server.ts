import { randomBytes } from "node:crypto";
import { desc, eq, or, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { withdrawMail, type MailKind } from "~/platform/mail/outbox.server";
import { eventDates, eventShifts, eventSignups, events } from "./schema";

/**
 * "Export my data" and "Delete my data" cover a person's event sign-ups (issue 37 item 9): those made while signed
 * in (user id), and those made with the account's address, but only a verified one (as gifts: an address nobody
 * proved to own must not open someone else's sign-ups).
 */
type Account = { id: string; email: string; isVerified: boolean };

function mine(account: Account): SQL {
  const byUser = eq(eventSignups.userId, account.id);
  return account.isVerified ? or(byUser, eq(eventSignups.emailKey, account.email.trim().toLowerCase()))! : byUser;
}

export function signupsExport(account: Account) {
  return db
    .select({
      event: events.title,
      startsAt: eventDates.startsAt,
      endsAt: eventDates.endsAt,
      kind: eventSignups.kind,
      shift: eventShifts.role,
      name: eventSignups.name,
      email: eventSignups.email,
      phone: eventSignups.phone,
      people: eventSignups.people,
      language: eventSignups.lang,
      status: eventSignups.status,
      contactConsentAt: eventSignups.consentAt,
      signedUpAt: eventSignups.createdAt,
      confirmedAt: eventSignups.confirmedAt,
      cancelledAt: eventSignups.cancelledAt,
      checkedInAt: eventSignups.checkedInAt,
    })
    .from(eventSignups)
    .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .leftJoin(eventShifts, eq(eventShifts.id, eventSignups.shiftId))
    .where(mine(account))
    .orderBy(desc(eventDates.startsAt))
    .all()
    .map((s) => ({
      ...s,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      contactConsentAt: s.contactConsentAt?.toISOString() ?? null,
      signedUpAt: s.signedUpAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      cancelledAt: s.cancelledAt?.toISOString() ?? null,
      checkedInAt: s.checkedInAt?.toISOString() ?? null,
    }));
}

const EVENT_MAILS: MailKind[] = [
  "event-confirm",
  "event-ticket",
  "event-moved-up",
  "event-change",
  "event-reminder",
  "event-message",
];

/**
 * Inside the account's removal transaction: the person's sign-ups lose everything that says who they were (name,
 * address, phone, account, consent; the links and the ticket code stop working), and those still to come are
 * cancelled, so their places are free. The rows themselves stay, blank, so a past date's counts (signed up, came)
 * do not change. Mails about events not yet sent to the address are taken back. Returns how many sign-ups.
 * The waiting list of a date whose places were freed moves up at the next change there (events-core's cancel
 * function does it at once; see the report).
 */
export function eraseSignupsInTx(tx: Pick<Tx, "select" | "update">, account: Account, now = new Date()) {
  const rows = tx
    .select({ id: eventSignups.id, status: eventSignups.status, endsAt: eventDates.endsAt })
    .from(eventSignups)
    .innerJoin(eventDates, eq(eventDates.id, eventSignups.dateId))
    .where(mine(account))
    .all();
  if (account.isVerified)
    for (const kind of EVENT_MAILS) withdrawMail(tx, kind, account.email, "withdrawn: deleted their data");
  for (const row of rows) {
    const upcoming = row.endsAt > now && row.status !== "cancelled";
    tx.update(eventSignups)
      .set({
        name: "",
        email: null,
        emailKey: null,
        phone: null,
        smsTo: null,
        smsCodeHash: null,
        userId: null,
        consentAt: null,
        confirmTokenHash: null,
        ticketCodeHash: null,
        // A new random value no link can match: the old change/cancel link stops working.
        manageTokenHash: `erased-${randomBytes(24).toString("hex")}`,
        updatedAt: now,
        ...(upcoming ? { status: "cancelled" as const, cancelledAt: now } : {}),
      })
      .where(eq(eventSignups.id, row.id))
      .run();
  }
  return rows.length;
}
