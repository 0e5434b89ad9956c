import sanitizeHtml from "sanitize-html";

/** Stored post HTML is cut here (SPEC §5, §9) before it is sanitised, so the result is always well-formed. */
export const MAX_CONTENT_CHARS = 50_000;

// Relative paths have no protocol and stay; any protocol but these four is blanked (SPEC §5).
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
// Our own uploads are relative paths of one exact shape; anything else relative is blanked.
const SAFE_IMAGE = /^(https?:|data:image\/(png|jpe?g|gif|webp);base64,|\/images\/[0-9a-f]{32}\/\d{3,4}\.(jpg|webp)$)/i;
/** A pasted data: image is kept only while small; larger pictures belong in uploads (served responsive). */
export const MAX_DATA_IMAGE_CHARS = 40_000;
const safeImageSrc = (src: string | undefined) =>
  src && SAFE_IMAGE.test(src) && !(src.startsWith("data:") && src.length > MAX_DATA_IMAGE_CHARS) ? src : "";
const INDENT_CLASS = /^ql-indent-[1-8]$/;
const ALIGN_CLASS = /^ql-align-(center|right|justify)$/;

/** The one sanitiser for rich text (SPEC §5 editor rules): what the editor can make, and nothing that runs. */
export function sanitizePostHtml(dirty: string): string {
  return sanitizeHtml(dirty, {
    allowedTags: [
      "h1",
      "h2",
      "h3",
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "strike",
      "del",
      "ol",
      "ul",
      "li",
      "a",
      "img",
      "blockquote",
      "code",
      "pre",
      "span",
      "figure",
      "figcaption",
      "hr",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      "*": ["class", "style"],
    },
    allowedClasses: { "*": [INDENT_CLASS, ALIGN_CLASS] },
    allowedStyles: {
      "*": { "text-align": [/^(left|right|center|justify)$/], "padding-left": [/^\d{1,3}(px|em|rem)$/] },
    },
    allowedSchemes: ["http", "https", "mailto", "tel", "data"],
    allowedSchemesByTag: { img: ["http", "https", "data"], a: ["http", "https", "mailto", "tel"] },
    allowProtocolRelative: false,
    // Video embeds are kept as plain links (SPEC §5).
    transformTags: {
      iframe: (_tag, attribs) => ({
        tagName: "a",
        attribs: { href: SAFE_LINK.test(attribs.src ?? "") ? attribs.src! : "" },
        text: attribs.src ?? "",
      }),
      video: (_tag, attribs) => ({
        tagName: "a",
        attribs: { href: SAFE_LINK.test(attribs.src ?? "") ? attribs.src! : "" },
        text: attribs.src ?? "",
      }),
      a: (_tag, attribs) => {
        const href = SAFE_LINK.test(attribs.href ?? "") ? attribs.href! : "";
        const external = /^https?:/i.test(href);
        return {
          tagName: "a",
          attribs: { ...attribs, href, ...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {}) },
        };
      },
      img: (_tag, attribs) => ({
        tagName: "img",
        attribs: { ...attribs, src: safeImageSrc(attribs.src), loading: "lazy", decoding: "async" },
      }),
    },
    allowedIframeHostnames: [],
  });
}

export function prepareContent(dirty: string) {
  return sanitizePostHtml(dirty.slice(0, MAX_CONTENT_CHARS));
}

/** Plain text of an HTML fragment (for excerpts, feeds and search). */
export function htmlToText(html: string) {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
