import { useEffect, useRef, useState } from "react";
import { Logo } from "~/components/logo";
import { srcSet, variantPath, type ImageRef } from "~/utils/image-sources";
import { TapToLoad } from "~/components/offline/tap-to-load";
import { useDataSaver } from "~/ui/root-data";

type Props = {
  image: ImageRef | null;
  alt: string;
  /** The CSS width the image is shown at, per breakpoint, so the browser picks the right variant. */
  sizes: string;
  /** Above the fold (hero, featured card): load at once and early. Everything else waits until near view. */
  priority?: boolean;
  className?: string;
  /** With no picture (or a broken one) cards show a placeholder so the grid keeps its rhythm; the article shows nothing. */
  placeholder?: boolean;
};

/** WebP with a JPEG fallback, in the widths of the image route, with width and height so nothing shifts. */
export function PostImage({ image, alt, sizes, priority = false, className = "", placeholder = false }: Props) {
  const [failed, setFailed] = useState(false);
  const dataSaver = useDataSaver();
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before React hydrated never fires onError for us: check once after hydration.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  if (!image || failed) {
    return placeholder ? (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 ${className}`}
        aria-hidden="true"
      >
        <Logo className="h-12 w-12 opacity-70" />
      </div>
    ) : null;
  }
  if (dataSaver) return <TapToLoad image={image} alt={alt} sizes={sizes} className={className} />;
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : "auto";
  if (image.kind === "external") {
    return (
      <img
        src={image.url}
        alt={alt}
        sizes={sizes}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={() => setFailed(true)}
        ref={img}
        data-hide-broken=""
      />
    );
  }
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        ref={img}
        src={variantPath(image, 800, "jpg")}
        srcSet={srcSet(image, "jpg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? "auto" : "async"}
        onError={() => setFailed(true)}
        data-hide-broken=""
      />
    </picture>
  );
}
