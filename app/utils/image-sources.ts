/**
 * URLs of the app's responsive images. Shared by the server (JSON, feeds, Open Graph) and the browser (srcset),
 * so there is one URL format: /images/<content hash>/<width>.<jpg|webp>.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The stored master is at most this wide; "<MASTER_WIDTH>.jpg" is the master itself. */
export const MASTER_IMAGE_WIDTH = 1600;
export type ImageFormat = "webp" | "jpg";

export type ImageRef =
  { kind: "uploaded"; hash: string; width: number; height: number; alt: string } | { kind: "external"; url: string };

/** The data saver's placeholder (issue 27): "tiny.webp", this wide, blurred on the page until tapped. */
export const TINY_IMAGE_WIDTH = 24;
export const tinyPath = (hash: string) => `/images/${hash}/tiny.webp`;

/** The stored master itself, whatever its width ("1600.jpg" names the master, not a width: it is never enlarged). */
export const masterPath = (hash: string) => pathOf(hash, MASTER_IMAGE_WIDTH, "jpg");

const pathOf = (hash: string, width: number, format: ImageFormat) => `/images/${hash}/${width}.${format}`;

/** Widths worth offering for a master of this width: never a variant wider than the picture itself. */
export function widthsFor(masterWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= masterWidth);
  if (!widths.includes(masterWidth) && masterWidth < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) widths.push(masterWidth);
  return widths.length > 0 ? widths : [masterWidth];
}

/**
 * The one way to ask for a picture at a width: the widest variant offered for it that is not above `wanted` (the
 * narrowest offered when all are), so never one wider than the picture itself, which the image route refuses (404).
 * A 350 px upload asked for at 800 px is its own 350 px.
 */
export function variantPath(image: { hash: string; width: number }, wanted: number, format: ImageFormat) {
  const widths = widthsFor(image.width);
  const fitting = widths.filter((w) => w <= wanted);
  return pathOf(image.hash, fitting.length > 0 ? fitting[fitting.length - 1]! : widths[0]!, format);
}

/** Every width offered for the picture, for a srcset. */
export function srcSet(image: { hash: string; width: number }, format: ImageFormat) {
  return widthsFor(image.width)
    .map((w) => `${pathOf(image.hash, w, format)} ${w}w`)
    .join(", ");
}

/** The best single URL for previews (Open Graph, RSS): 1200 px wide or the master if smaller. */
export function largeImagePath(ref: ImageRef) {
  if (ref.kind === "external") return ref.url;
  return variantPath(ref, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], "jpg");
}

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
