/**
 * The data saver (issue 27): on when the reader chose it in the footer (a cookie on the device, no account), else
 * when the browser asks for it (`Save-Data: on`); the reader's choice wins either way (`data-saver=0` turns it off
 * on a browser that asks). Plain functions of the two headers, so the Express guest cache and the app agree.
 */
export const DATA_SAVER_COOKIE = "data-saver";

export function dataSaverOf(cookie: string | null | undefined, saveData: string | null | undefined): boolean {
  const chosen = new RegExp(`(?:^|;)\\s*${DATA_SAVER_COOKIE}=([01])\\s*(?:;|$)`).exec(cookie ?? "")?.[1];
  if (chosen) return chosen === "1";
  return (saveData ?? "").trim().toLowerCase() === "on";
}

/** True when every cookie sent is the device's data-saver choice: for the guest cache still a guest. */
export function onlyDeviceCookies(cookie: string): boolean {
  const parts = cookie.split(";").filter((p) => p.trim() !== "");
  return parts.length > 0 && parts.every((p) => new RegExp(`^\\s*${DATA_SAVER_COOKIE}=[01]\\s*$`).test(p));
}

/**
 * The one-line offer (issue 35) for a reader who has not chosen yet: "on" when the browser asks for the data saver
 * (it is on: say so, and let them keep it or turn it off), "slow" when the connection hints say it is slow (ECT
 * 2g or slower, or under 0.5 Mbit/s: offer to turn it on). Chromium sends `ECT` and `Downlink` once a page asked
 * for them (`Accept-CH`), so a slow connection is seen from the reader's second request. Once they answer (either
 * button sets the cookie) it is never shown again. The guest cache keys each offer apart (guestKey).
 */
export type DataSaverOffer = "on" | "slow" | null;

const chose = (cookie: string | null | undefined) =>
  new RegExp(`(?:^|;)\\s*${DATA_SAVER_COOKIE}=[01]\\s*(?:;|$)`).test(cookie ?? "");

export function dataSaverOffer(
  cookie: string | null | undefined,
  saveData: string | null | undefined,
  ect: string | null | undefined,
  downlink: string | null | undefined,
): DataSaverOffer {
  if (chose(cookie)) return null;
  if (dataSaverOf(null, saveData)) return "on";
  const kind = (ect ?? "").trim().toLowerCase();
  const mbps = Number((downlink ?? "").trim() || NaN);
  return kind === "slow-2g" || kind === "2g" || mbps < 0.5 ? "slow" : null;
}

/** The client hints the offer reads: asked for on every page (Accept-CH) and named in the pages' Vary. */
export const CONNECTION_HINTS = "ECT, Downlink";

/** Whether a page should ask for the connection hints: only a reader who has not chosen and whose browser does not ask. */
export function wantsConnectionHints(cookie: string | null | undefined, saveData: string | null | undefined) {
  return !chose(cookie) && !dataSaverOf(null, saveData);
}
