import { sqlite } from "../platform/db.server";
import { postSearchText } from "./search-text.server";

const BATCH = 500;

/**
 * Start-up: posts whose plain text is not computed yet (rows from before the index, raw SQL imports, the
 * large-site generator) get it now; the posts_fts update trigger indexes each one. A batch a transaction, so
 * a big import does not hold one long write lock. Returns how many rows were filled.
 */
export function fillMissingSearchText(): number {
  const pick = sqlite.prepare<[number], { id: string; content: string }>("select id, content from posts where search_text is null limit ?");
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
