import type { Page } from "@playwright/test";

// The computed-style comparison of a page with inlined CSS against the site's whole stylesheet: the data saver's
// copy (issue 27) and a first view's (issue 40) must look exactly as the page with the sheet does.

/** Every element's computed style (the properties that decide how it looks and where it sits), in order. */
export const styles = (page: Page) =>
  page.evaluate(() => {
    const props = [
      "display",
      "position",
      "visibility",
      "color",
      "background-color",
      "background-image",
      "font-size",
      "font-weight",
      "line-height",
      "margin",
      "padding",
      "border",
      "border-radius",
      "width",
      "height",
      "gap",
      "flex-direction",
      "grid-template-columns",
      "box-shadow",
      "outline",
      "text-decoration-line",
      "filter",
      "opacity",
      "transform",
    ];
    // Pseudo-elements too: their rules name the element's classes (`[&::-webkit-progress-value]:bg-accent-500`).
    const pseudo = (el: Element) =>
      el.tagName === "PROGRESS"
        ? ["", "::-webkit-progress-bar", "::-webkit-progress-value"]
        : ["", "::before", "::after", "::placeholder", "::marker"];
    return [...document.querySelectorAll("body *")].flatMap((el) =>
      pseudo(el).map((p) => {
        const style = getComputedStyle(el, p || null);
        return `${el.tagName}${p}.${el.getAttribute("class") ?? ""} ${props.map((n) => style.getPropertyValue(n)).join("|")}`;
      }),
    );
  });

/** The same page with the inlined CSS swapped for the site's whole stylesheet. */
export async function withWholeSheet(page: Page, href: string) {
  await page.evaluate((href) => {
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
  }, href);
  await page.waitForFunction(
    (href) =>
      [...document.styleSheets].some((s) => {
        // A sheet that failed to load (a first view's late link, blocked by the test) has no rules to read.
        try {
          return s.href?.endsWith(href) && s.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    href,
  );
  await page.evaluate(() => document.head.querySelector("style")?.remove());
}

/**
 * What differs between the page as drawn from its inline CSS and the page with the site's whole stylesheet
 * (`sheet`), element by element; empty when they look the same. On a phone the menu is opened first: its panel's
 * rules must be inline too. `beforeSheet` runs once the inline look is read (a test that blocked the sheet lets it
 * through there).
 */
export async function styleDifferences(
  page: Page,
  sheet: string,
  { phone, beforeSheet }: { phone: boolean; beforeSheet?: () => Promise<void> },
) {
  if (phone)
    await page
      .locator("header details")
      .first()
      .evaluate((d) => d.setAttribute("open", ""));
  const inlined = await styles(page);
  await beforeSheet?.();
  await withWholeSheet(page, sheet);
  const whole = await styles(page);
  return inlined.map((s, i) => (s === whole[i] ? null : `${s}\n  whole sheet: ${whole[i]}`)).filter(Boolean);
}
