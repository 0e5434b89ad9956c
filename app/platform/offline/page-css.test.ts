import { describe, expect, it } from "vitest";
import { pageCss, parseSheet } from "./page-css";

// The shape Tailwind 4 writes (minified, layers, media blocks, escaped class names, @property).
const SHEET = [
  "/*! tailwindcss */",
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-brand-700:#0b6352;--color-red-600:red;--font-sans:Inter,sans-serif;--default-font-family:var(--font-sans)}}",
  "@layer base{html{font-family:var(--default-font-family)}[hidden]{display:none!important}}",
  "@layer utilities{.block{display:block}.hidden{display:none}.bg-brand-700{background-color:var(--color-brand-700)}",
  ".text-red-600{color:var(--color-red-600)}.py-2\\.5{padding-block:.625rem}",
  ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
  ".shadow-sm{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}",
  ".font-bold{--tw-font-weight:700;font-weight:700}",
  '.content-\\[\\"a\\,b\\"\\]{content:"a,b}"}',
  "@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-font-weight{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const page = (classes: string) => `<html><body><div class="${classes}">x</div></body></html>`;

describe("pageCss: the rules of the site's stylesheet a page can use", () => {
  const sheet = parseSheet(SHEET);

  it("keeps the rules whose classes are all on the page, and the rules that name no class", () => {
    const css = pageCss(sheet, page("block py-2.5 sm:flex"));
    expect(css).toContain(".block{display:block}");
    expect(css).toContain(".py-2\\.5{padding-block:.625rem}");
    expect(css).toContain("@media (width>=40rem){.sm\\:flex{display:flex}}");
    expect(css).toContain("html{font-family:var(--default-font-family)}");
    expect(css).toContain("[hidden]{display:none!important}");
    expect(css).toContain("@layer theme,base,components,utilities;");
    expect(css).not.toContain(".hidden{");
    expect(css).not.toContain("sm\\:grid");
    expect(css).not.toContain("rotate-180");
  });

  it("keeps a variant whose group is on the page, and the module's own classes", () => {
    const css = pageCss(sheet, page("group group-open:rotate-180"), ["hidden"]);
    expect(css).toContain(".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}");
    expect(css).toContain(".hidden{display:none}");
  });

  it("keeps only the custom properties something kept uses, following var() chains", () => {
    const css = pageCss(sheet, page("bg-brand-700 shadow-sm font-bold"));
    expect(css).toContain("--color-brand-700:#0b6352");
    expect(css).not.toContain("--color-red-600");
    // html uses --default-font-family, which uses --font-sans.
    expect(css).toContain("--default-font-family:var(--font-sans)");
    expect(css).toContain("--font-sans:Inter,sans-serif");
    expect(css).toContain("@property --tw-shadow{");
    // Set by font-bold but read by nothing: neither the declaration nor its @property.
    expect(css).not.toContain("--tw-font-weight");
    expect(css).toContain(".font-bold{font-weight:700}");
  });

  it("reads strings and escapes in selectors and values without losing its place", () => {
    const css = pageCss(sheet, page("content-[&quot;a,b&quot;] block"));
    expect(css).toContain('.content-\\[\\"a\\,b\\"\\]{content:"a,b}"}');
    expect(css).toContain(".block{display:block}");
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
  });

  it("leaves nothing when the page has no class but the reset, and drops empty blocks", () => {
    const css = pageCss(sheet, "<p>plain</p>");
    expect(css).not.toMatch(/\{\}/);
    expect(css).not.toContain("@media");
  });
});
