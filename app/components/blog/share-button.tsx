import { createContext, useContext } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ShareIcon } from "~/components/icons";
import { toast } from "~/components/toaster";
import { useT } from "~/i18n/use-language";
import { msg } from "~/i18n/message";

type Props = { url: string; title: string; text: string; className: string };

/** The phone's own share sheet where there is one (Web Share API), else copy the link; toasts from SPEC §8. */
async function share({ url, title, text }: Omit<Props, "className">) {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The reader closed the sheet: nothing went wrong. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  if (!navigator.clipboard?.writeText) {
    toast.error(msg("sharingNotSupported"));
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(msg("linkCopied"));
  } catch {
    toast.error(msg("copyFailed"));
  }
}

/** False inside a preview (issue 15): a draft's address is not one to share, so Share and the share links hide. */
export const SharingContext = createContext(true);
export const useSharing = () => useContext(SharingContext);

/**
 * On the static post page (and before hydration) "Share" is a link to the plain share links under the article;
 * the enhancement module (data-share) opens the phone's share sheet from it where there is one.
 */
export function ShareButton({ className, ...data }: Props) {
  const hydrated = useHydrated();
  const sharing = useSharing();
  const t = useT().blog;
  if (!sharing) return null;
  if (!hydrated) {
    return (
      <a
        href="#share"
        className={className}
        data-share={data.url}
        data-share-title={data.title}
        data-share-text={data.text}
      >
        <ShareIcon className="h-4 w-4" /> {t.share}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => void share(data)}>
      <ShareIcon className="h-4 w-4" /> {t.share}
    </button>
  );
}
