import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { User } from "./schema";
import { findSessionUser, readSessionToken } from "../auth/sessions.server";

type Current = { user: User | null; token: string | null };
export const currentUserContext = createContext<Current>({ user: null, token: null });

/** SPEC §2 "on start the product checks the current session": every request resolves it once, here. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const token = await readSessionToken(request);
  const found = token ? findSessionUser(token) : null;
  context.set(currentUserContext, { user: found?.user ?? null, token: found ? token : null });
};

export const getCurrentUser = (context: Readonly<RouterContextProvider>) => context.get(currentUserContext).user;
export const getSessionToken = (context: Readonly<RouterContextProvider>) => context.get(currentUserContext).token;
