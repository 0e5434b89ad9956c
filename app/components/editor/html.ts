// The stored HTML speaks the sanitiser's dialect (ql-indent-N, ql-align-*), Lexical its own
// (data-lexical-indent, padding-inline-start, text-align, theme classes, white-space spans).
// These two functions translate at the edges so a post round-trips and survives sanitising.

const ALIGNS = ["center", "right", "justify"] as const;

/** Stored HTML → a document Lexical's importer understands. */
export function toLexicalDom(html: string): Document {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const el of Array.from(doc.body.querySelectorAll<HTMLElement>("[class]"))) {
    for (const cls of Array.from(el.classList)) {
      const indent = /^ql-indent-([1-8])$/.exec(cls);
      if (indent) el.setAttribute("data-lexical-indent", indent[1]);
      const align = /^ql-align-(center|right|justify)$/.exec(cls);
      if (align) el.style.textAlign = align[1];
    }
  }
  return doc;
}

/** Lexical's exported HTML → the stored dialect. */
export function fromLexicalHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const el of Array.from(doc.body.querySelectorAll<HTMLElement>("*"))) {
    const classes: string[] = [];
    const indent = Number(el.getAttribute("data-lexical-indent") ?? 0);
    if (indent > 0) classes.push(`ql-indent-${Math.min(indent, 8)}`);
    const align = el.style.textAlign as (typeof ALIGNS)[number];
    if (ALIGNS.includes(align)) classes.push(`ql-align-${align}`);
    el.removeAttribute("data-lexical-indent");
    el.removeAttribute("class");
    el.removeAttribute("style");
    el.removeAttribute("dir");
    el.removeAttribute("value");
    if (classes.length) el.setAttribute("class", classes.join(" "));
  }
  // A captioned image is an inline node exported as <figure>, which cannot sit in a paragraph: the parser above
  // already closed the paragraph before it, leaving an empty <p></p> (an empty line typed by hand is <p><br></p>).
  for (const p of Array.from(doc.body.querySelectorAll("p"))) {
    if (
      p.childNodes.length === 0 &&
      (p.previousElementSibling?.tagName === "FIGURE" || p.nextElementSibling?.tagName === "FIGURE")
    )
      p.remove();
  }
  // Spans that carried only Lexical's white-space style are noise once it is gone.
  for (const span of Array.from(doc.body.querySelectorAll("span:not([class])"))) {
    span.replaceWith(...Array.from(span.childNodes));
  }
  return doc.body.innerHTML;
}
