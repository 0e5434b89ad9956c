import sanitizeHtml from "sanitize-html";

/** One run of a comparison: text both sides share, or text only the revision ("removed") or the post ("added") has. */
export type DiffPart = { type: "same" | "added" | "removed"; text: string };
export type FieldDiff = { field: string; label: string; changed: boolean; parts: DiffPart[] };

/** What a comparison looks at: the fields a revision keeps (the featured picture's file is not one of them). */
export type Comparable = {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  category: string;
  featuredImageAlt: string;
  featuredImageCaption: string;
};

// Past this many cells a word-by-word table would cost too much time and memory (50,000 characters on both
// sides is ~8,000 words each): the changed stretch is then shown as removed and added in one piece.
const MAX_CELLS = 2_000_000;

/** Longest common subsequence of two token lists, as runs of same/removed/added (a = old, b = new). */
function lcsDiff(a: string[], b: string[], join: string): DiffPart[] {
  // Common start and end cost nothing to find and keep the table small for the usual small edit.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: { type: DiffPart["type"]; token: string }[] = a
    .slice(0, start)
    .map((token) => ({ type: "same" as const, token }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    ops.push(
      ...midA.map((token) => ({ type: "removed" as const, token })),
      ...midB.map((token) => ({ type: "added" as const, token })),
    );
  } else {
    // table[i][j] = LCS length of midA[i..] and midB[j..], in one flat array.
    const table = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        table[i * (m + 1) + j] =
          midA[i] === midB[j]
            ? table[(i + 1) * (m + 1) + j + 1]! + 1
            : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        ops.push({ type: "same", token: midA[i]! });
        i++;
        j++;
      } else if (i < n && (j === m || table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!)) {
        // Removed before added on a tie: an edited paragraph reads "old, then new".
        ops.push({ type: "removed", token: midA[i++]! });
      } else {
        ops.push({ type: "added", token: midB[j++]! });
      }
    }
  }
  ops.push(...a.slice(endA).map((token) => ({ type: "same" as const, token })));
  // Neighbouring tokens of the same kind become one run.
  const parts: DiffPart[] = [];
  for (const op of ops) {
    const last = parts[parts.length - 1];
    if (last && last.type === op.type) last.text += join + op.token;
    else parts.push({ type: op.type, text: op.token });
  }
  return parts;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** A word-level comparison of two short texts. */
export function diffWords(before: string, after: string): DiffPart[] {
  return lcsDiff(words(before), words(after), " ");
}

/**
 * The readable text of post HTML, one paragraph (or heading, list item, quote) a line; pictures read as
 * "[Image: alt]" so adding or removing one shows.
 */
export function htmlParagraphs(html: string): string[] {
  const marked = html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, " [Image: $1] ")
    .replace(/<img\b[^>]*>/gi, " [Image] ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|div|pre|figure|figcaption)>/gi, "\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * The content by paragraph, then by word inside paragraphs that changed: a removed paragraph next to an added
 * one is read as an edit of it. Paragraph breaks are kept as "\n" in the parts.
 */
export function diffContent(beforeHtml: string, afterHtml: string): DiffPart[] {
  const byParagraph = lcsDiff(htmlParagraphs(beforeHtml), htmlParagraphs(afterHtml), "\n");
  const parts: DiffPart[] = [];
  const push = (part: DiffPart) => {
    const last = parts[parts.length - 1];
    if (last && last.type === part.type)
      last.text += (last.text.endsWith("\n") || part.text === "\n" ? "" : " ") + part.text;
    else parts.push({ ...part });
  };
  for (let k = 0; k < byParagraph.length; k++) {
    const part = byParagraph[k]!;
    const next = byParagraph[k + 1];
    if (part.type === "removed" && next?.type === "added") {
      for (const p of lcsDiff(words(part.text.replace(/\n/g, " ¶ ")), words(next.text.replace(/\n/g, " ¶ ")), " ")) {
        push({ type: p.type, text: p.text.replace(/ ?¶ ?/g, "\n") });
      }
      k++;
    } else {
      push(part);
    }
    push({ type: "same", text: "\n" });
  }
  return parts.filter((p) => p.text.trim() !== "" || p.type === "same");
}

const changedOf = (parts: DiffPart[]) => parts.some((p) => p.type !== "same");

/** A revision (before) compared with the post as it is now (after), field by field. */
export function compareRevision(revision: Comparable, current: Comparable): FieldDiff[] {
  const text = (field: keyof Comparable, label: string, before: string, after: string): FieldDiff => {
    const parts = diffWords(before, after);
    return { field, label, changed: changedOf(parts), parts };
  };
  const content = diffContent(revision.content, current.content);
  return [
    text("title", "Title", revision.title, current.title),
    text("excerpt", "Excerpt", revision.excerpt, current.excerpt),
    text("category", "Category", revision.category, current.category),
    text("tags", "Tags", revision.tags.join(", "), current.tags.join(", ")),
    { field: "content", label: "Content", changed: changedOf(content), parts: content },
    text("featuredImageAlt", "Featured image alt text", revision.featuredImageAlt, current.featuredImageAlt),
    text("featuredImageCaption", "Featured image caption", revision.featuredImageCaption, current.featuredImageCaption),
  ];
}
