import { isDatabaseHealthy } from "~/domain/platform/db.server";

export function loader() {
  const ok = isDatabaseHealthy();
  return Response.json(
    { status: ok ? "ok" : "error", database: ok ? "ok" : "unreachable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
