import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { mergeRegister } from "@lexical/utils";
import { useEffect } from "react";

/** SPEC §9: edits within this many ms merge into one undo step. */
export const HISTORY_MERGE_MS = 1000;
/** SPEC §9: undo history depth. */
export const HISTORY_LIMIT = 100;

// HistoryPlugin keeps every step; the cap is applied by trimming the oldest after each update.
export function CappedHistoryPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const state = createEmptyHistoryState();
    return mergeRegister(
      registerHistory(editor, state, HISTORY_MERGE_MS),
      editor.registerUpdateListener(() => {
        const extra = state.undoStack.length - HISTORY_LIMIT;
        if (extra > 0) state.undoStack.splice(0, extra);
      }),
    );
  }, [editor]);
  return null;
}
