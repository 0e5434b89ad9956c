import { createCookie } from "react-router";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "~/platform/ops/env.server";

/** The contact form's honeypot (remix-utils): a hidden field bots fill, and a signed "valid from" time. */
export const honeypot = new Honeypot({ randomizeNameFieldName: false, encryptionSeed: env.SESSION_SECRETS[0] });

/** True when a bot filled the trap: the caller answers as if sent and stores nothing. */
export async function isSpam(form: FormData) {
  try {
    await honeypot.check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

const DRAFT_FIELDS = ["name", "email", "subject", "type", "message"] as const;
export type ContactDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

// Signed, httpOnly, gone after an hour or once the message is sent. Path "/": client navigations load /contact.data.
const draftCookie = createCookie("__contact_draft", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60,
  secrets: env.SESSION_SECRETS,
  secure: env.APP_URL.startsWith("https://"),
});
// A cookie holds about 4 kB: a very long message is kept up to what fits (the rest is in the visitor's clipboard habits, not ours).
const MAX_DRAFT_CHARS = 2500;

/** What a guest typed before "Login to Send Message", kept for their return to /contact#message-us. */
export async function saveDraftCookie(values: Record<string, string>) {
  const draft: ContactDraft = {};
  for (const key of DRAFT_FIELDS)
    if (typeof values[key] === "string") draft[key] = values[key]!.slice(0, key === "message" ? MAX_DRAFT_CHARS : 254);
  return draftCookie.serialize(draft);
}

export async function readDraftCookie(request: Request): Promise<ContactDraft | null> {
  const value = await draftCookie.parse(request.headers.get("cookie"));
  if (!value || typeof value !== "object") return null;
  const draft: ContactDraft = {};
  for (const key of DRAFT_FIELDS) if (typeof value[key] === "string") draft[key] = value[key];
  return draft;
}

export const clearDraftCookie = () => draftCookie.serialize("", { maxAge: 0 });
