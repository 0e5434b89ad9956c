import {
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HEADING,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  ORDERED_LIST,
  QUOTE,
  registerMarkdownShortcuts,
  UNORDERED_LIST,
  type ElementTransformer,
  type Transformer,
} from "@lexical/markdown";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useEffect } from "react";

/** "# " to "### ": the three heading levels the toolbar and the sanitiser know ("#### " stays text). */
const HEADING_1_TO_3: ElementTransformer = { ...HEADING, regExp: /^(#{1,3})\s/ };

/**
 * The usual Markdown shortcuts (issue 23), as authors type them on a phone and as the plain-text hint teaches:
 * "- ", "* " and "1. " start a list, "# " to "### " a heading, "> " a quote, at the start of a line; **bold**,
 * __bold__, *italic* and _italic_ around words. Only what the post's HTML keeps: no code, tables or checklists.
 */
const SHORTCUTS: Transformer[] = [
  HEADING_1_TO_3,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
];

export function MarkdownShortcutsPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerMarkdownShortcuts(editor, SHORTCUTS), [editor]);
  return null;
}
