/** Local time of a stored draft; browser-side, so the visitor's own clock and zone. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
