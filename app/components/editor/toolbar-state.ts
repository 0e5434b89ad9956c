import { $isLinkNode } from "@lexical/link";
import { $isListNode, ListNode } from "@lexical/list";
import { $isHeadingNode } from "@lexical/rich-text";
import { $getNearestNodeOfType } from "@lexical/utils";
import { $getSelection, $isRangeSelection, $isElementNode, type ElementFormatType, type ElementNode } from "lexical";

export type BlockType = "paragraph" | "h1" | "h2" | "h3";

export type ToolbarState = {
  block: BlockType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  list: "bullet" | "number" | null;
  link: boolean;
  align: ElementFormatType;
  indent: number;
};

export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  block: "paragraph",
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  list: null,
  link: false,
  align: "",
  indent: 0,
};

export function $selectedBlock(): ElementNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === "root" ? null : anchor.getTopLevelElement();
  return block && $isElementNode(block) ? block : null;
}

/** Reads the toolbar's pressed states from the current selection (call inside editorState.read). */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR_STATE;
  const block = $selectedBlock();
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const parent = anchor.getParent();
  const tag = block && $isHeadingNode(block) ? block.getTag() : null;
  const indentHolder = anchor.getParents().find((n) => n.getType() === "listitem") ?? block;
  return {
    block: tag === "h1" || tag === "h2" || tag === "h3" ? tag : "paragraph",
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    underline: selection.hasFormat("underline"),
    strikethrough: selection.hasFormat("strikethrough"),
    list: $isListNode(list) ? (list.getListType() === "number" ? "number" : "bullet") : null,
    link: $isLinkNode(parent) || $isLinkNode(anchor),
    align: block?.getFormatType() ?? "",
    indent: indentHolder && $isElementNode(indentHolder) ? indentHolder.getIndent() : 0,
  };
}
