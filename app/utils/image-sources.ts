/**
 * URLs of the app's responsive images. Shared by the server (JSON, feeds, Open Graph) and the browser (srcset),
 * so there is one URL format: /images/<content hash>/<width>.<jpg|webp>.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The stored master is at most this wide; "<MASTER_WIDTH>.jpg" is the master itself. */
export const MASTER_IMAGE_WIDTH = 1600;
export type ImageFormat = "webp" | "jpg";

export type ImageRef =
  | { kind: "uploaded"; hash: string; width: number; height: number; alt: string }
  | { kind: "external"; url: string };

export const imagePath = (hash: string, width: number = MASTER_IMAGE_WIDTH, format: ImageFormat = "jpg") =>
  `/images/${hash}/${width}.${format}`;

/** Widths worth offering for a master of this width: never a variant wider than the picture itself. */
export function widthsFor(masterWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= masterWidth);
  if (!widths.includes(masterWidth) && masterWidth < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) widths.push(masterWidth);
  return widths.length > 0 ? widths : [masterWidth];
}

/** A width is served as itself, or as the master when it is the master's own width (e.g. 640 for a small upload). */
export function srcSet(image: { hash: string; width: number }, format: ImageFormat) {
  return widthsFor(image.width)
    .map((w) => `${imagePath(image.hash, w, format)} ${w}w`)
    .join(", ");
}

/** The best single URL for previews (Open Graph, RSS): 1200 px wide or the master if smaller. */
export function largeImagePath(ref: ImageRef) {
  if (ref.kind === "external") return ref.url;
  const widths = widthsFor(ref.width);
  return imagePath(ref.hash, widths[widths.length - 1], "jpg");
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
