import { z } from "zod";

/**
 * The picture's own page (issue 35): without JavaScript a tap on a data saver's blurred placeholder opens the
 * picture inside the site (its page, its alt text, a way back) rather than the raw image file. The address carries
 * all three; they are checked here, by the page and by whoever makes the link: only this site's stored pictures,
 * only a path of this site to go back to (no open redirect), a bounded alt text.
 */
export const pictureQuery = z.object({
  src: z.string().regex(/^\/images\/[0-9a-f]{32}\/\d{2,4}\.(?:jpg|webp)$/),
  alt: z.string().max(500).catch(""),
  back: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/)
    .catch("/"),
});
export type PictureQuery = z.infer<typeof pictureQuery>;

/** The page's address, under the page's language prefix (`at`, e.g. "/rw/picture"). */
export function picturePageHref(at: string, picture: PictureQuery): string {
  return `${at}?${new URLSearchParams(picture).toString()}`;
}

/** The query of a request, or null when its picture is not one of this site's (the page answers 400). */
export function readPictureQuery(search: URLSearchParams): PictureQuery | null {
  const parsed = pictureQuery.safeParse({
    src: search.get("src") ?? "",
    alt: search.get("alt") ?? "",
    back: search.get("back") ?? "/",
  });
  return parsed.success ? parsed.data : null;
}
