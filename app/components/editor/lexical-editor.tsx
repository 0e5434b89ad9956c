import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $getEditor, $getRoot, $insertNodes, $setSelection, HISTORY_MERGE_TAG } from "lexical";
import { useEffect, useRef, useState } from "react";
import { CappedHistoryPlugin } from "./history-plugin";
import { fromLexicalHtml, toLexicalDom } from "./html";
import { ImageNode } from "./image-node";
import { IndentLimitPlugin } from "./indent-limit-plugin";
import { MarkdownShortcutsPlugin } from "./markdown-shortcuts-plugin";
import { Toolbar } from "./toolbar";
import { isAllowedLinkUrl } from "./urls";
import { CONTENT_RESTORE_EVENT, takePendingContent } from "./use-draft";
import type { RichTextEditorProps } from "./editor-props";

function $loadHtml(html: string) {
  const root = $getRoot();
  root.clear();
  const nodes = $generateNodesFromDOM($getEditor(), toLexicalDom(html));
  root.select();
  $insertNodes(nodes);
  // No selection: a selection would make Lexical focus the editor and scroll to it as the page opens.
  $setSelection(null);
}

/**
 * Reports the exported HTML once it differs from what the initial load exported: selection moves,
 * the load itself and Lexical's own normalising updates are not edits.
 */
function ChangePlugin({ onChange }: { onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const edited = useRef(false);
  useEffect(() => {
    const exportHtml = (state = editor.getEditorState()) =>
      state.read(() => fromLexicalHtml($generateHtmlFromNodes(editor, null)));
    const initial = new Set([exportHtml()]);
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const html = exportHtml(editorState);
      if (!edited.current && tags.has(HISTORY_MERGE_TAG)) initial.add(html);
      else if (edited.current || !initial.has(html)) {
        edited.current = true;
        onChange(html);
      }
    });
  }, [editor, onChange]);
  return null;
}

/** Puts a draft kept on the device (use-draft.ts) back into the editor when the form asks. */
function RestorePlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const form = anchor?.closest("form");
    if (!form) return;
    const onRestore = (event: Event) => {
      const html = (event as CustomEvent<unknown>).detail;
      if (typeof html === "string") editor.update(() => $loadHtml(html));
    };
    const pending = takePendingContent(form);
    if (pending !== undefined) editor.update(() => $loadHtml(pending));
    form.addEventListener(CONTENT_RESTORE_EVENT, onRestore);
    return () => form.removeEventListener(CONTENT_RESTORE_EVENT, onRestore);
  }, [editor, anchor]);
  return null;
}

export default function LexicalEditor(
  props: RichTextEditorProps & {
    id: string;
    labelId: string;
    errorId?: string;
    /** What was typed into the plain box before this chunk loaded (rich-text-editor.tsx): an edit, not the start. */
    typedHtml: () => string | undefined;
  },
) {
  const [typed] = useState(props.typedHtml);
  const [html, setHtml] = useState<string | null>(typed ?? null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);
  // The hidden field changes without an input event of its own: announce it, so the form's draft and its
  // field errors notice the body was edited.
  useEffect(() => {
    if (html !== null) hiddenRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const initialConfig = {
    namespace: `editor-${props.id}`,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => $loadHtml(typed ?? props.defaultValue),
  };
  return (
    <div ref={setAnchor}>
      <LexicalComposer initialConfig={initialConfig}>
        <RestorePlugin anchor={anchor} />
        <Toolbar labelledBy={props.labelId} uploadUrl={props.uploadUrl} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={props.id}
              aria-labelledby={props.labelId}
              aria-describedby={props.errorId}
              aria-invalid={props.errorId ? true : undefined}
              aria-multiline
              role="textbox"
              className="prose-post min-h-[300px] rounded-b-lg border border-slate-400 bg-white px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <CappedHistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <IndentLimitPlugin />
        <MarkdownShortcutsPlugin />
        <ChangePlugin onChange={setHtml} />
      </LexicalComposer>
      {/* The original HTML until the first real edit, so saving an untouched post keeps it byte for byte. */}
      <input ref={hiddenRef} type="hidden" name={props.name} value={html ?? props.defaultValue} />
    </div>
  );
}
