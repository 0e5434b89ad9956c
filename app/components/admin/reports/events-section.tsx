import type { Figures } from "~/domain/reports/report.server";
import { Figure } from "./report-chart";
import { HowCounted, Section } from "./report-parts";

export function EventsSection({ c, p }: { c: Figures; p: Figures }) {
  const [e, o] = [c.events, p.events];
  return (
    <Section title="Events">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Event dates held" value={e.held} previous={o.held} />
        <Figure label="People signed up" value={e.signedUp} previous={o.signedUp} />
        <Figure
          label="Attendance rate (%)"
          value={e.attendanceRate}
          previous={o.attendanceRate}
          none="not recorded"
          note={`${e.came} came, on ${e.datesWithAttendance} date(s) with check-in`}
        />
        <Figure label="Volunteers" value={e.volunteers} previous={o.volunteers} />
        <Figure label="Volunteer hours" value={e.volunteerHours} previous={o.volunteerHours} />
      </dl>
      <HowCounted>
        Dates held: not cancelled, of a published event, started in the period and before now. Signed up: people of
        confirmed sign-ups, walk-ins included. Attendance: people checked in over people signed up, on the dates where
        anyone was checked in. Volunteers: confirmed shift sign-ups; hours from their shifts&apos; times. After a
        date&apos;s sign-ups are erased only its counts are kept, so its volunteers add no hours.
      </HowCounted>
    </Section>
  );
}
