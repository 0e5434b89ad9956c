import { healthReport } from "~/platform/ops/health.server";

/** GET /healthz: for the operator's monitor and the container's health check; never cached. */
export function loader() {
  const report = healthReport();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
