/**
 * The site's languages (issue 17, docs/decisions/023): English at today's URLs, word for word as the spec has it;
 * Kinyarwanda under /rw and French under /fr for every public page and account screen. The admin area stays in
 * English. A URL alone decides the language: no header or cookie changes what a URL shows, so every public page
 * stays one cacheable URL in one language.
 */
export const LANGUAGES = ["en", "rw", "fr"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** Each language's name in itself: what the switcher shows. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", rw: "Ikinyarwanda", fr: "Français" };

/** The locale Intl formats dates, numbers and money with (Node's and browsers' ICU know `rw`). */
export const INTL_LOCALES: Record<Lang, string> = { en: "en-US", rw: "rw-RW", fr: "fr-FR" };

export const isLang = (value: unknown): value is Lang =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const PREFIX = /^\/(rw|fr)(?=\/|$)/;

/**
 * English paths that also exist under /rw and /fr: the public pages, the account screens and the newsletter's
 * pages. Staff previews, the admin area, /api and the resource routes stay single.
 */
const LOCALIZED =
  /^\/(?:|blog|blog\/[^/]+|about|programs|programs\/[^/]+|contact|privacy|terms|account|signup|login|forgot-password|reset-password\/[^/]+|verify-email|newsletter\/[^/]+(?:\/[^/]+)?|give(?:\/[^/]+(?:\/[^/]+)?)?|ask(?:\/answer(?:\/[^/]+)?)?|questions(?:\/[^/]+)?|events(?:\/[^/]+)?|events\/(?:confirm|manage|code)\/[^/]+|offline|saved|picture|rss\.xml)\/?$/;

export function langOfPath(pathname: string): Lang {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Lang) : DEFAULT_LANG;
}

/** The English path of a (possibly prefixed) path: "/rw/blog" → "/blog", "/fr" → "/". */
export function stripLang(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}

export const isLocalizedPath = (pathname: string) => LOCALIZED.test(stripLang(pathname));

/**
 * An internal link in `lang`: "/blog?q=x" → "/rw/blog?q=x". Paths outside the localized set (admin, api, images,
 * other sites) come back unchanged, so every link and redirect can go through here.
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const english = stripLang(pathname);
  if (!LOCALIZED.test(english)) return path;
  if (lang === DEFAULT_LANG) return english + rest;
  return (english === "/" ? `/${lang}` : `/${lang}${english}`) + rest;
}

export const langOfRequest = (request: Request) => langOfPath(new URL(request.url).pathname);
