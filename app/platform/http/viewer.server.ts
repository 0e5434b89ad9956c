import { createContext, type RouterContextProvider } from "react-router";

/**
 * Who is asking, as far as the platform needs to know: whether a session was found, and which credential carried
 * it. The session middleware sets it (app/server/web/current-user.server.ts, decision 038); the platform's rules
 * (the same-origin rule, private and guest caching) read it here, so they know no capability.
 */
export type Viewer = { signedIn: boolean; via: "bearer" | "cookie" | null };
export const viewerContext = createContext<Viewer>({ signedIn: false, via: null });

export const isSignedIn = (context: Readonly<RouterContextProvider>) => context.get(viewerContext).signedIn;

/** True when this request's session rides on the cookie (a browser), so a cross-site page could send it. */
export const isCookieSession = (context: Readonly<RouterContextProvider>) =>
  context.get(viewerContext).via === "cookie";
