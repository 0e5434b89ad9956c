/**
 * The personal parts of a public page (issue 28, docs/decisions/031): each is rendered between two inert markers,
 * `<template data-personal="NAME"></template>` … `<template data-personal-end="NAME"></template>`, in every render
 * (guest or signed in). A signed-in page is then the guest's stored copy with each marked span replaced by the same
 * span rendered for that person. Anything unexpected in either (a marker missing, doubled, nested, a name twice,
 * the two disagreeing on names) gives null, and the caller renders the whole page instead.
 */

/** `account`, `like:<post id>`, `post-tools:<post id>`: ASCII only, so byte and character offsets agree. */
const NAME = /^[a-z][a-z-]*(?::[A-Za-z0-9_-]{1,64})?$/;
const OPEN = '<template data-personal="';
const OPEN_END = '<template data-personal-end="';
const PREFIX = "<template data-personal";
const CLOSE = '"></template>';

export const isSlotName = (name: string) => NAME.test(name);

/** A page cut at its personal parts: pieces[0] + spans[0] + pieces[1] + … + spans[n-1] + pieces[n]. */
export type SlotSplit = { names: string[]; pieces: Buffer[]; spans: Buffer[] };

/** Cuts a page (or a render of the parts alone) at its marked spans; null when the markers are not well formed. */
export function splitSlots(html: Buffer): SlotSplit | null {
  const names: string[] = [];
  const pieces: Buffer[] = [];
  const spans: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = html.indexOf(PREFIX, at, "latin1");
    if (start === -1) break;
    const open = readMarker(html, start, OPEN);
    if (!open) return null; // an end marker first, or something else that looks like one
    const stop = html.indexOf(PREFIX, open.after, "latin1");
    if (stop === -1) return null;
    const end = readMarker(html, stop, OPEN_END);
    if (!end || end.name !== open.name || names.includes(open.name)) return null; // nested, crossed or doubled
    names.push(open.name);
    pieces.push(html.subarray(at, start));
    spans.push(html.subarray(start, end.after));
    at = end.after;
  }
  pieces.push(html.subarray(at));
  return { names, pieces, spans };
}

function readMarker(html: Buffer, from: number, open: string): { name: string; after: number } | null {
  if (html.toString("latin1", from, from + open.length) !== open) return null;
  const nameEnd = html.indexOf(CLOSE, from + open.length, "latin1");
  if (nameEnd === -1 || nameEnd - from > 200) return null;
  const name = html.toString("latin1", from + open.length, nameEnd);
  return isSlotName(name) ? { name, after: nameEnd + CLOSE.length } : null;
}

/**
 * The page with each of its spans replaced by the person's span of the same name. Null unless `parts` holds
 * exactly the page's names, each once: never a page with a guest's part left in or a part of unknown place.
 */
export function joinSlots(page: SlotSplit, parts: SlotSplit): Buffer | null {
  if (page.names.length === 0 || parts.names.length !== page.names.length) return null;
  const out: Buffer[] = [page.pieces[0]!];
  for (const [i, name] of page.names.entries()) {
    const at = parts.names.indexOf(name);
    if (at === -1) return null;
    out.push(parts.spans[at]!, page.pieces[i + 1]!);
  }
  return Buffer.concat(out);
}
