import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FocusAreaIcon } from "~/components/focus-area-icons";
import { t } from "~/i18n/catalogue";
import { LANGUAGES } from "~/i18n/languages";
import { DEMO_POSTS } from "./demo/posts";
import { DEMO_TRANSLATIONS } from "./demo/translations";
import { FOCUS_AREA_KEYS, organisationText } from "./organisation";
import { PROGRAM_SLUGS, programPage } from "./program-pages";

// Issue 23 §14: pictures that say what they show. Which file each page shows is checked in the browser
// (tests/e2e/page-pictures.spec.ts); here, the files and words themselves.
const IMAGES = path.resolve("app/content/demo/images");
const SLOTS = ["home", "about", ...PROGRAM_SLUGS.map((s) => `program-${s}` as const)] as const;
const sha = (file: string) =>
  createHash("sha256")
    .update(fs.readFileSync(path.join(IMAGES, file)))
    .digest("hex");

describe("page pictures", () => {
  it("each page has a drawing of its own: no two alike, none a blog post's", () => {
    const pageFiles = SLOTS.map((slot) => `page-${slot}.jpg`);
    for (const file of pageFiles) expect(fs.existsSync(path.join(IMAGES, file)), file).toBe(true);
    const postFiles = [...new Set(DEMO_POSTS.map((p) => p.image))];
    const digests = [...pageFiles, ...postFiles].map(sha);
    expect(new Set(digests).size).toBe(pageFiles.length + postFiles.length);
  });

  it("every picture is described in each language in words no other picture shares", () => {
    for (const lang of LANGUAGES) {
      const pages = SLOTS.map((slot) => t(lang).pages.pictureAlt[slot]);
      const posts =
        lang === "en"
          ? DEMO_POSTS.map((p) => p.imageAlt)
          : DEMO_TRANSLATIONS.filter((d) => d.lang === lang).map((d) => d.imageAlt);
      const all = [...pages, ...posts];
      for (const alt of all) expect(alt.trim().length, `${lang}: ${alt}`).toBeGreaterThan(30);
      expect(new Set(all).size, `${lang}: shared alt text`).toBe(all.length);
      // A program's picture is described, not captioned with the program's own words.
      for (const slug of PROGRAM_SLUGS) {
        const { title, summary } = programPage(slug, lang)!;
        const alt = t(lang).pages.pictureAlt[`program-${slug}`];
        expect(alt.includes(title) || alt.includes(summary), `${lang} ${slug}`).toBe(false);
      }
    }
  });
});

describe("focus area icons", () => {
  it("each of the six areas has its own drawing, in every language", () => {
    const markup = FOCUS_AREA_KEYS.map((area) =>
      renderToStaticMarkup(createElement(FocusAreaIcon, { area })).replace(/ data-focus-area="[^"]*"/, ""),
    );
    expect(new Set(markup).size).toBe(FOCUS_AREA_KEYS.length);
    for (const lang of LANGUAGES)
      expect(organisationText(lang).focusAreas.map((a) => a.key)).toEqual([...FOCUS_AREA_KEYS]);
  });
});
