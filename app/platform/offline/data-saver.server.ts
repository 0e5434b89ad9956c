import { z } from "zod";
import { env } from "~/platform/ops/env.server";
import { DATA_SAVER_COOKIE } from "./data-saver";

/** The footer's switch: on or off, and the page to go back to (a path of this site only: no open redirect). */
export const dataSaverForm = z.object({
  on: z.enum(["1", "0"]),
  back: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/)
    .catch("/"),
});

/** Remembered on the device for a year; the server keeps nothing. Readable by no script (nothing needs it). */
export function dataSaverCookie(on: boolean) {
  const secure = env.APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${DATA_SAVER_COOKIE}=${on ? "1" : "0"}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`;
}
