import { sqlite } from "~/platform/data/db.server";
import { postSearchText } from "./search-text.server";

const BATCH = 500;
const TRIGGERS = ["posts_fts_ai", "posts_fts_ad", "posts_fts_au"];

/**
 * A later migration that rebuilds `posts` the drizzle-kit way (new table, copy, drop, rename) drops these
 * triggers and renumbers rowids: search would silently go stale. Start-up refuses to run like that; such a
 * migration must recreate the triggers (copy them from drizzle/0005) and end with posts_fts 'rebuild'.
 */
export function assertSearchIndex() {
  const found = sqlite
    .prepare<[], { name: string }>("select name from sqlite_master where type = 'trigger' and tbl_name = 'posts'")
    .all()
    .map((r) => r.name);
  const missing = TRIGGERS.filter((t) => !found.includes(t));
  if (missing.length)
    throw new Error(
      `Search index triggers missing on posts (${missing.join(", ")}): recreate them as in drizzle/0005 and rebuild posts_fts`,
    );
}

/**
 * Start-up: posts whose plain text is not computed yet (rows from before the index, raw SQL imports, the
 * large-site generator) get it now; the posts_fts update trigger indexes each one. A batch a transaction, so
 * a big import does not hold one long write lock. Returns how many rows were filled.
 */
export function fillMissingSearchText(): number {
  const pick = sqlite.prepare<[number], { id: string; content: string }>(
    "select id, content from posts where search_text is null limit ?",
  );
  const write = sqlite.prepare<[string, string]>("update posts set search_text = ? where id = ?");
  const fillBatch = sqlite.transaction((rows: { id: string; content: string }[]) => {
    for (const row of rows) write.run(postSearchText(row.content), row.id);
  });
  let filled = 0;
  for (;;) {
    const rows = pick.all(BATCH);
    if (rows.length === 0) return filled;
    fillBatch(rows);
    filled += rows.length;
  }
}
