import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { User } from "~/domain/people/schema";
import { findSessionUser } from "~/domain/auth/sessions.server";
import { readSessionCredential } from "./session-cookie.server";
import { requestStore } from "~/platform/http/request-store.server";
import { viewerContext } from "~/platform/http/viewer.server";

type Current = { user: User | null; token: string | null; via: "bearer" | "cookie" | null };
export const currentUserContext = createContext<Current>({ user: null, token: null, via: null });

/** SPEC §2 "on start the product checks the current session": every request resolves it once, here. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const credential = await readSessionCredential(request);
  const found = credential ? findSessionUser(credential.token) : null;
  const store = requestStore();
  if (store && found) store.userId = found.user.id;
  context.set(
    currentUserContext,
    found
      ? { user: found.user, token: credential!.token, via: credential!.via }
      : { user: null, token: null, via: null },
  );
  context.set(viewerContext, { signedIn: !!found, via: found ? credential!.via : null });
};

export const getCurrentUser = (context: Readonly<RouterContextProvider>) => context.get(currentUserContext).user;
export const getSessionToken = (context: Readonly<RouterContextProvider>) => context.get(currentUserContext).token;
