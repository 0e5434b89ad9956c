import { firstViewPage, isFirstView } from "~/platform/offline/first-view-page.server";
import { expressSignals, type Req } from "./express-io.server";
import { guestPages, type GuestEntry } from "./guest-cache.server";

type Compress = (headers: [string, string][], identity: Buffer, viewPostId: string | null) => Promise<GuestEntry>;

/**
 * A first-time visitor's copy of each stored guest page (docs/decisions/044): made once from the stored copy, on
 * the first such visitor, and kept in the same store under its own key (so its bytes count against the budget)
 * for as long as the copy it came from. A reader coming from a page of ours (isFirstView) gets the stored copy,
 * which links the stylesheet in `<head>` as before. Pages the cache does not keep are rewritten in entry.server.
 */
export function firstViewCopies(compress: Compress) {
  const making = new Map<string, Promise<GuestEntry | null>>();
  const none = new WeakSet<GuestEntry>();

  const make = async (key: string | null, entry: GuestEntry): Promise<GuestEntry | null> => {
    const html = firstViewPage(entry.identity.toString("utf8"));
    if (html === null) {
      none.add(entry);
      return null;
    }
    const copy = await compress(entry.headers, Buffer.from(html), entry.viewPostId);
    const made = { ...copy, expires: entry.expires, of: entry.etag };
    if (key) guestPages.pages.set(key, made);
    return made;
  };

  /** The copy to send this reader: the first-time visitor's of `entry`, or `entry` itself. */
  return async function forReader(req: Req, storeKey: string | null, entry: GuestEntry): Promise<GuestEntry> {
    if (none.has(entry) || !isFirstView(expressSignals(req))) return entry;
    const key = storeKey && `${storeKey} [first-view]`;
    const known = key ? guestPages.pages.get(key) : undefined;
    if (known?.of === entry.etag) return known;
    let pending = making.get(entry.etag);
    if (!pending) {
      pending = make(key, entry).finally(() => making.delete(entry.etag));
      making.set(entry.etag, pending);
    }
    return (await pending.catch(() => null)) ?? entry;
  };
}
