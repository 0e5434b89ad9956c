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
