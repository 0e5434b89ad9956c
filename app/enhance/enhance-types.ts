/**
 * Types for the enhancement module (public-enhance.js): plain JavaScript checked through JSDoc (`// @ts-check`). Its
 * JSDoc comments are left out of the file the build ships (vite.config.ts stripModuleComments), so types cost the
 * phones nothing; this file is never shipped.
 */

/**
 * An element the module found by a selector that names its kind and its data attribute (`button[data-copy]`,
 * `form[data-busy]`, the donation `<dialog>` …): the properties of the kinds it handles, and what it finds inside
 * (the page's own markup, app/components, has the button, label or picture asked for).
 */
export type El = {
  dataset: Record<string, string>;
  querySelector(selector: string): El;
} & HTMLElement &
  HTMLButtonElement &
  HTMLInputElement &
  HTMLFormElement &
  HTMLDialogElement &
  HTMLDetailsElement &
  HTMLImageElement &
  HTMLAnchorElement;

/** An article the phone keeps (the "saved" cache or the worker's last read), as the offline lists show it. */
export type Kept = { url: string; cache: Cache; title: string; size: number; images: string[] };
