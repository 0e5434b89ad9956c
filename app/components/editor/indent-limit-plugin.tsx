import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  INDENT_CONTENT_COMMAND,
} from "lexical";
import { useEffect } from "react";

/** SPEC §9 / the sanitiser: indent levels 1–8 only. */
export const MAX_INDENT = 8;

export function IndentLimitPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        INDENT_CONTENT_COMMAND,
        () => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return false;
          // Returning true swallows the command: nothing in the selection moves past the last level.
          return selection.getNodes().some((node) => {
            const holder =
              [node, ...node.getParents()].find((n) => n.getType() === "listitem") ?? node.getTopLevelElement();
            return holder !== null && $isElementNode(holder) && holder.getIndent() >= MAX_INDENT;
          });
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
