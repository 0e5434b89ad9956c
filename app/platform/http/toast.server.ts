import { createCookieSessionStorage } from "react-router";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { env } from "~/platform/ops/env.server";

// remix-toast's default cookie secret is public; sign flash toasts with our own rotating secrets.
const toastSession = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.APP_URL.startsWith("https://"),
    secrets: env.SESSION_SECRETS,
  },
});

export const {
  getToast,
  redirectWithSuccess,
  redirectWithError,
  redirectWithInfo,
  redirectWithToast,
  replaceWithSuccess,
  dataWithSuccess,
  dataWithError,
} = createToastUtilsWithCustomSession(toastSession);
