import { useLocation } from "react-router";
import { useLocalePath, useT } from "~/i18n/use-language";
import { picturePageHref } from "~/platform/offline/picture-page";
import { srcSet, tinyPath, variantPath, type ImageRef } from "~/utils/image-sources";
import { PictureIcon } from "~/components/icons";

/**
 * The address of a picture's own page (issue 35), coming back to this page: what a data saver's placeholder opens
 * without JavaScript. For a stored picture's variant only (`/images/<hash>/<width>.<jpg|webp>`).
 */
export function usePicturePage() {
  const lp = useLocalePath();
  const { pathname, search } = useLocation();
  return (src: string, alt: string) => picturePageHref(lp("/picture"), { src, alt, back: pathname + search });
}

/**
 * A picture with the data saver on (issue 27): a blurred placeholder of a few hundred bytes in a link to the
 * picture's own page (issue 35). Without JavaScript the link opens that page; with it, the enhancement module loads the picture in
 * place, at the size this screen needs (the srcset it carries). An external picture is only the link.
 */
export function TapToLoad({
  image,
  alt,
  sizes,
  className,
}: {
  image: ImageRef;
  alt: string;
  sizes: string;
  className: string;
}) {
  const show = useT().offline.showPicture;
  const pageOf = usePicturePage();
  const label = (
    <span className="absolute inset-0 flex items-center justify-center">
      <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900/80 px-4 text-sm font-semibold text-white">
        <PictureIcon className="h-4 w-4" />
        {show}
      </span>
    </span>
  );
  if (image.kind === "external") {
    return (
      <a href={image.url} className="relative block min-h-24 bg-slate-200">
        {label}
      </a>
    );
  }
  return (
    <a
      href={pageOf(variantPath(image, 800, "jpg"), alt)}
      data-tap-load={srcSet(image, "webp")}
      className="relative block overflow-hidden"
    >
      <img
        src={tinyPath(image.hash)}
        width={image.width}
        height={image.height}
        sizes={sizes}
        alt={alt}
        className={`${className} blur-lg`}
      />
      {label}
    </a>
  );
}
