import { and, eq, inArray } from "drizzle-orm";
import { rolesWith } from "~/domain/people/permissions";
import { users } from "~/domain/people/schema";
import { siteSettings } from "~/domain/settings/schema";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { log } from "~/platform/ops/log.server";
import { htmlLayout, linkParagraph } from "~/platform/mail/layout.server";
import { deliverMailSoon, enqueueMail } from "~/platform/mail/outbox.server";
import { monthKey, smsSettings } from "./cap.server";

const TOLD_KEY = "sms-cap-told";

/**
 * Tells the admins, once a month, that the cap stopped texts other than receipts (issue 38 §6): one e-mail to each
 * verified admin, and the warning on /admin/sms. The month told is kept in the settings table, so a restart does
 * not tell again.
 */
export function tellAdminsCapReached(now = new Date()) {
  const month = monthKey(now);
  const queued = db.transaction((tx) => {
    const told = tx.select().from(siteSettings).where(eq(siteSettings.key, TOLD_KEY)).get();
    if (told?.value === month) return 0;
    tx.insert(siteSettings)
      .values({ key: TOLD_KEY, value: month })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: month, updatedAt: now } })
      .run();
    const admins = tx
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.role, rolesWith("mail:manage")), eq(users.isVerified, true)))
      .all();
    const cap = smsSettings().monthlyCap ?? 0;
    const link = `${env.APP_URL}/admin/sms`;
    const lines = [
      `This month's SMS spending reached the cap of ${cap.toLocaleString("en")} RWF set on the SMS page.`,
      "Until the month ends or the cap is raised, only gift receipts are texted; codes, reminders and event changes are held back (e-mail still goes).",
    ];
    for (const admin of admins)
      enqueueMail(
        tx,
        {
          to: admin.email,
          subject: "SMS spending cap reached",
          text: `${lines.join("\n\n")}\n\n${link}`,
          html: htmlLayout([...lines, linkParagraph(link, "Open the SMS page")]),
        },
        { kind: "sms-cap" },
      );
    return admins.length;
  });
  if (queued > 0) {
    log.warn({ month, admins: queued }, "sms spending cap reached; admins told");
    deliverMailSoon();
  }
}
