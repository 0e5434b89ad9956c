/**
 * How a calendar file is served (issue 37): text/calendar, a file name calendar apps keep, and the RSS feed's
 * 15-minute public cache (a subscriber polls; a moved date shows within the quarter hour).
 */
export function calendarResponse(body: string, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename.replace(/[^\w.-]/g, "")}"`,
      "Cache-Control": "public, max-age=900",
    },
  });
}

export const calendarNotFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
