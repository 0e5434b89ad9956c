/**
 * How a page view is described in the counts (issue 39): the referrer's channel, the device class and the
 * campaign parameters. Pure functions of the request's strings; nothing here is kept but the class it returns.
 */

export const CHANNELS = [
  "whatsapp",
  "facebook",
  "x",
  "instagram",
  "search",
  "newsletter",
  "sms",
  "other",
  "direct",
  "internal",
] as const;
export type Channel = (typeof CHANNELS)[number];

export const DEVICES = ["phone", "tablet", "computer"] as const;
export type Device = (typeof DEVICES)[number];

// Hosts (a suffix match: m.facebook.com, l.facebook.com and web.facebook.com are all facebook.com) and the Android
// apps that send `android-app://<package>` as the referrer when a link is opened from them.
const HOSTS: [Channel, RegExp][] = [
  // Webmail before search: mail.google.com is not Google search.
  ["newsletter", /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/],
  ["whatsapp", /(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net)$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ["x", /(^|\.)(t\.co|twitter\.com|x\.com)$/],
  ["instagram", /(^|\.)(instagram\.com)$/],
  [
    "search",
    /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|yandex\.[a-z]+|ecosia\.org|qwant\.com|baidu\.com|startpage\.com|search\.brave\.com|ask\.com)$/,
  ],
];
const APPS: [Channel, RegExp][] = [
  ["whatsapp", /^com\.(whatsapp|whatsapp\.w4b)$/],
  ["facebook", /^com\.facebook\.(katana|lite|orca|mlite)$/],
  ["x", /^com\.twitter\.android$/],
  ["instagram", /^com\.instagram\.(android|lite)$/],
  ["search", /^com\.google\.android\.(googlequicksearchbox|gm\.search)$/],
  ["newsletter", /^com\.(google\.android\.gm|microsoft\.office\.outlook|yahoo\.mobile\.client\.android\.mail)$/],
  ["sms", /^com\.(google\.android\.apps\.messaging|samsung\.android\.messaging|android\.mms)$/],
];

/** A campaign value as kept: lower case, plain characters, at most 60 of them; empty when there is nothing. */
export function utmValue(raw: string | null | undefined): string {
  return (raw ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/**
 * The channel a view came through. Campaign parameters the organisation puts on its own links win (the
 * newsletter's and SMS links' `utm_source`/`utm_medium`), then the referrer: a known host or Android app, the
 * site itself (`internal`, a reader moving between pages), another site, or nothing at all (`direct`: typed, a
 * bookmark, or an app that sends no referrer, as WhatsApp on iPhone does).
 */
export function channelOf(referrer: string | null | undefined, ownHost: string, params?: URLSearchParams): Channel {
  const medium = utmValue(params?.get("utm_medium"));
  const source = utmValue(params?.get("utm_source"));
  if (["sms", "text"].includes(medium) || source === "sms") return "sms";
  if (["email", "e-mail", "newsletter"].includes(medium) || source === "newsletter") return "newsletter";
  const ref = (referrer ?? "").trim();
  if (ref === "") return source === "whatsapp" ? "whatsapp" : "direct";
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return "other";
  }
  if (url.protocol === "android-app:") {
    const app = url.hostname.toLowerCase();
    return APPS.find(([, rule]) => rule.test(app))?.[0] ?? "other";
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === ownHost.toLowerCase()) return "internal";
  return HOSTS.find(([, rule]) => rule.test(host))?.[0] ?? "other";
}

/**
 * The device class from the user agent: tablets first (an Android tablet says "Android" without "Mobile"), then
 * phones (feature phones included: KaiOS, Opera Mini), else a computer. An iPad on iPadOS 13+ says it is a Mac
 * and counts as a computer: the report says so.
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Kindle|Silk\//i.test(agent)) return "tablet";
  if (/Android/i.test(agent) && !/Mobile/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|KaiOS|Opera Mini|BlackBerry|BB10/i.test(agent)) return "phone";
  return "computer";
}

/** Whether the browser asked not to be tracked: Global Privacy Control or the older Do Not Track. */
export const asksNotToTrack = (headers: { get(name: string): string | null }) =>
  headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";
