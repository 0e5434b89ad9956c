/**
 * The data saver in a post's body (issue 27): each picture of the sanitised HTML (post-content.server.ts writes
 * `<img src=".." alt="..">` with double-quoted attributes) becomes a link to it. The site's own pictures show their
 * blurred tiny variant inside the link, loaded in place on a tap by the enhancement module; another site's
 * picture is only the link, so nothing is fetched from it until the reader asks. Without JavaScript the link opens
 * the picture's own page (issue 35: `pageOf`, given the picture and its alt text) rather than the raw file.
 */
const OWN = /^\/images\/([0-9a-f]{32})\/[^"]+$/;
const LABEL_CLASS =
  "absolute inset-0 m-auto flex h-11 w-fit items-center rounded-full bg-slate-900/80 px-4 text-sm font-semibold text-white";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);

export function withPlaceholders(
  html: string,
  showPicture: string,
  pageOf: (src: string, alt: string) => string = (src) => src,
): string {
  return html.replace(/<img\b([^>]*?)\/?>/gi, (tag, attrs: string) => {
    const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1];
    if (!src) return tag;
    const label = `<span class="${LABEL_CLASS}">${escape(showPicture)}</span>`;
    const own = OWN.exec(src);
    if (!own) return `<a href="${src}" class="relative block min-h-24 bg-slate-200">${label}</a>`;
    const tiny = attrs.replace(/\ssrc="[^"]*"/, ` src="/images/${own[1]}/tiny.webp"`).replace(/\sclass="[^"]*"/, "");
    const alt = unescape(/\salt="([^"]*)"/.exec(attrs)?.[1] ?? "");
    const href = escape(pageOf(src, alt));
    return `<a href="${href}" data-tap-load="${src}" class="relative block overflow-hidden"><img${tiny} class="blur-lg">${label}</a>`;
  });
}
