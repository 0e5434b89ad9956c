import { requirePageUser } from "~/server/web/access.server";
import { findEventWithDates, requireDateOf, requireEventStaff } from "~/domain/events/door.server";
import { peopleCsv } from "~/domain/events/people-csv.server";
import { answerableError } from "~/platform/http/api.server";
import type { Route } from "./+types/event-people-csv";

// GET /admin/events/:id/people.csv[?date=…]: the sign-ups of one date (or of every date), spreadsheet-safe.
export function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context, "events:manage");
  try {
    requireEventStaff(user);
    const { event, dates } = findEventWithDates(params.id);
    const dateId = new URL(request.url).searchParams.get("date");
    const chosen = dateId ? [requireDateOf(event.id, dateId)] : dates;
    return new Response(peopleCsv(chosen), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="event-${event.id}-people.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    return new Response(known.message, {
      status: known.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
