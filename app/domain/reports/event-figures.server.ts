import { sqlite } from "~/platform/data/db.server";
import { rangeMs, type Range } from "./period-schema";

/**
 * Events and volunteering (issue 39 over issue 37), counted per date of an event held in the range: a date not
 * cancelled, of an event that is not a draft, that started in the range and before now (a date later this month is
 * not held yet). Sign-up details are erased some time after a date (retention.server.ts) and only its counts stay
 * (kept_*), so each figure reads the live sign-ups or, for an erased date, what was kept.
 */
export type Events = {
  held: number;
  /** People of confirmed attendee sign-ups (walk-ins included; a sign-up for 3 is 3). */
  signedUp: number;
  /** People checked in, on the dates where attendance was recorded (at least one check-in). */
  came: number;
  /** Whole per cent: came over signed up, on those dates only; null when no date recorded attendance. */
  attendanceRate: number | null;
  datesWithAttendance: number;
  /** Confirmed volunteer sign-ups (one person per shift taken). */
  volunteers: number;
  /** Hours of the confirmed volunteers' shifts; an erased date kept no shifts, so it adds none (said on the page). */
  volunteerHours: number;
};

const HELD = `from event_dates ed join events e on e.id = ed.event_id
  where ed.status = 'scheduled' and e.status != 'draft' and ed.starts_at >= ? and ed.starts_at < ?`;

// Minutes of a shift from its HH:MM times (the site's time zone, on the date's own day).
const MINUTES = `((cast(substr(sh.end_time, 1, 2) as integer) * 60 + cast(substr(sh.end_time, 4, 2) as integer))
  - (cast(substr(sh.start_time, 1, 2) as integer) * 60 + cast(substr(sh.start_time, 4, 2) as integer)))`;

export function events(range: Range, now = Date.now()): Events {
  const { start, end } = rangeMs(range);
  const until = Math.min(end, now);
  const dates = sqlite
    .prepare<[number, number], { signedUp: number; came: number; volunteers: number; minutes: number }>(
      `select
        case when ed.details_erased_at is not null then coalesce(ed.kept_signed_up, 0) else
          (select coalesce(sum(s.people), 0) from event_signups s
           where s.date_id = ed.id and s.kind = 'attendee' and s.status = 'confirmed') end as signedUp,
        case when ed.details_erased_at is not null then coalesce(ed.kept_came, 0) else
          (select coalesce(sum(s.people), 0) from event_signups s
           where s.date_id = ed.id and s.kind = 'attendee' and s.checked_in_at is not null) end as came,
        case when ed.details_erased_at is not null then coalesce(ed.kept_volunteers, 0) else
          (select count(*) from event_signups s
           where s.date_id = ed.id and s.kind = 'volunteer' and s.status = 'confirmed') end as volunteers,
        (select coalesce(sum(max(0, ${MINUTES})), 0) from event_signups s join event_shifts sh on sh.id = s.shift_id
         where s.date_id = ed.id and s.kind = 'volunteer' and s.status = 'confirmed') as minutes
       ${HELD}`,
    )
    .all(start, until);
  const recorded = dates.filter((d) => d.came > 0);
  const signedOnRecorded = recorded.reduce((n, d) => n + d.signedUp, 0);
  const came = recorded.reduce((n, d) => n + d.came, 0);
  const sum = (pick: (d: (typeof dates)[number]) => number) => dates.reduce((n, d) => n + pick(d), 0);
  return {
    held: dates.length,
    signedUp: sum((d) => d.signedUp),
    came,
    attendanceRate: recorded.length && signedOnRecorded ? Math.round((came / signedOnRecorded) * 100) : null,
    datesWithAttendance: recorded.length,
    volunteers: sum((d) => d.volunteers),
    volunteerHours: Math.round((sum((d) => d.minutes) / 60) * 10) / 10,
  };
}
