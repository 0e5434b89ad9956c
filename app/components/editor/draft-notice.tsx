import { useFormatDate } from "~/ui/root-data";
import type { DraftNotice as Notice } from "./use-draft";

const button =
  "min-h-11 rounded-lg border border-amber-700 bg-white px-3 font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700";

/** Says that unsaved work kept on this device was put back (or can be), with a way to drop it. */
export function DraftNotice({
  notice,
  onRestore,
  onDiscard,
}: {
  notice: Notice | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const formatDate = useFormatDate();
  if (!notice) return <div role="status" className="sr-only" />;
  // On the site's clock, like every other time staff see (not this device's zone).
  const when = formatDate(notice.savedAt, "withTime");
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1 basis-60">
        {notice.kind === "restored"
          ? `Unsaved changes from ${when}, kept on this device, are back in the form. They are not saved yet.`
          : `Unsaved changes from ${when} are kept on this device, but this post has been saved since.`}
      </p>
      {notice.kind === "offered" ? (
        <button type="button" className={button} onClick={onRestore}>
          Restore them
        </button>
      ) : null}
      <button type="button" className={button} onClick={onDiscard}>
        {notice.kind === "restored" ? "Discard changes" : "Discard them"}
      </button>
    </div>
  );
}
