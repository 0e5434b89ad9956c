import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $createLinkNode, $isLinkNode, $toggleLink } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $setSelection,
  $insertNodes,
  $isRangeSelection,
  $isTextNode,
  $isElementNode,
  COMMAND_PRIORITY_CRITICAL,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type BaseSelection,
  type ElementFormatType,
  type TextFormatType,
} from "lexical";
import { mergeRegister } from "@lexical/utils";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { $createImageNode } from "./image-node";
import { $readToolbarState, EMPTY_TOOLBAR_STATE, type BlockType } from "./toolbar-state";
import { ImageForm, LinkForm, type ImageChoice } from "./insert-forms";
import { ICONS } from "./toolbar-icons";
import { announceUpload, uploadImage } from "./urls";

// 44 px targets everywhere (SPEC: phones), icons drawn in SVG. The bar wraps onto as many rows as the screen needs
// (three at 360 px, one on a laptop, where targets are 40 px): a row that scrolled sideways hid Link and Image with
// no sign there was more (issue 23). Tools wrap by group, so a row never splits one.
const button =
  "inline-flex h-11 w-11 shrink-0 sm:h-10 sm:w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:opacity-40";

/** Tools that belong together (text style, lists and indents, link and image, alignment) stay on one row. */
const group = "flex items-center gap-0.5 sm:gap-0";

function Btn(props: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      disabled={props.disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

type Panel = { kind: "link"; url: string; text: string; editing: boolean } | { kind: "image" } | null;

export function Toolbar({ labelledBy, uploadUrl }: { labelledBy: string; uploadUrl?: string }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(EMPTY_TOOLBAR_STATE);
  const [status, setStatus] = useState("");
  const [panel, setPanel] = useState<Panel>(null);
  // The editor's selection when a panel opened: focus moves into the panel, the insert goes where the writer was.
  const saved = useRef<BaseSelection | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($readToolbarState()))),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            setState($readToolbarState());
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
      ),
    [editor],
  );

  const format = (f: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  const align = (a: ElementFormatType) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a);
  const setBlock = (b: BlockType) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (b === "paragraph" ? $createParagraphNode() : $createHeadingNode(b)));
    });

  const closePanel = () => {
    setPanel(null);
    editor.focus();
  };
  /** Runs `fn` in an update with the selection the panel was opened on. */
  const atSaved = (fn: () => void) =>
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      fn();
    });

  const openLink = () => {
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      saved.current = selection ? selection.clone() : null;
      const node = $isRangeSelection(selection) ? selection.anchor.getNode() : null;
      const link = node ? ($isLinkNode(node) ? node : node.getParent()) : null;
      if ($isLinkNode(link)) setPanel({ kind: "link", url: link.getURL(), text: link.getTextContent(), editing: true });
      else setPanel({ kind: "link", url: "", text: selection?.getTextContent() ?? "", editing: false });
    });
  };

  const applyLink = (url: string, text: string, original: string) => {
    atSaved(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (text === original && !selection.isCollapsed()) {
        $toggleLink(url); // keeps the words' own formatting
        return;
      }
      const node = selection.anchor.getNode();
      const existing = $isLinkNode(node.getParent()) ? node.getParent() : null;
      if ($isLinkNode(existing)) {
        existing.setURL(url);
        if (text !== original) existing.clear().append($createTextNode(text));
        return;
      }
      selection.insertNodes([$createLinkNode(url).append($createTextNode(text))]);
    });
    setStatus("");
    closePanel();
  };

  const removeLink = () => {
    atSaved(() => $toggleLink(null));
    closePanel();
  };

  const openImage = () => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setPanel({ kind: "image" });
  };

  const insertImage = (src: string, alt: string, caption: string) =>
    atSaved(() => {
      $insertNodes([$createImageNode(src, alt, caption)]);
    });

  const onImage = async (choice: ImageChoice) => {
    setPanel(null);
    if (choice.kind === "url") {
      insertImage(choice.url, choice.alt, choice.caption);
      setStatus("");
      return;
    }
    if (!uploadUrl) return;
    setStatus("Uploading image… 0%");
    announceUpload(root.current, 1);
    try {
      const result = await uploadImage(uploadUrl, choice.file, (pct) => setStatus(`Uploading image… ${pct}%`));
      if (!result.ok) return setStatus(result.message);
      setStatus("Image uploaded.");
      insertImage(result.url, choice.alt, choice.caption);
    } finally {
      announceUpload(root.current, -1);
    }
  };

  const clean = () =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      for (const node of selection.getNodes()) {
        if ($isTextNode(node)) node.setFormat(0).setStyle("");
      }
      $setBlocksType(selection, () => $createParagraphNode());
      for (const node of selection.getNodes()) {
        const block = node.getTopLevelElement();
        if (block && $isElementNode(block)) block.setFormat("").setIndent(0);
      }
    });

  const list = (type: "number" | "bullet") =>
    editor.dispatchCommand(
      state.list === type
        ? REMOVE_LIST_COMMAND
        : type === "number"
          ? INSERT_ORDERED_LIST_COMMAND
          : INSERT_UNORDERED_LIST_COMMAND,
      undefined,
    );

  return (
    // Sticky: on a long post the toolbar stays at the top of the screen while the writer scrolls.
    <div ref={root} className="sticky top-0 z-20 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 shadow-sm">
      <div role="toolbar" aria-labelledby={labelledBy} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 p-1">
        <div className={group}>
          <label className="sr-only" htmlFor={`${labelledBy}-block`}>
            Block type
          </label>
          <select
            id={`${labelledBy}-block`}
            value={state.block}
            onChange={(e) => setBlock(e.target.value as BlockType)}
            className="h-11 shrink-0 rounded-lg border border-slate-400 bg-white px-2 text-sm sm:h-10 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <option value="paragraph">Normal</option>
            <option value="h1">Heading 1</option>
            <option value="h2">Heading 2</option>
            <option value="h3">Heading 3</option>
          </select>
          <Btn label="Bold" pressed={state.bold} onClick={() => format("bold")}>
            {ICONS.bold}
          </Btn>
          <Btn label="Italic" pressed={state.italic} onClick={() => format("italic")}>
            {ICONS.italic}
          </Btn>
          <Btn label="Underline" pressed={state.underline} onClick={() => format("underline")}>
            {ICONS.underline}
          </Btn>
          <Btn label="Strikethrough" pressed={state.strikethrough} onClick={() => format("strikethrough")}>
            {ICONS.strikethrough}
          </Btn>
        </div>
        <div className={group}>
          <Btn label="Numbered list" pressed={state.list === "number"} onClick={() => list("number")}>
            {ICONS.numbered}
          </Btn>
          <Btn label="Bulleted list" pressed={state.list === "bullet"} onClick={() => list("bullet")}>
            {ICONS.bulleted}
          </Btn>
          <Btn
            label="Outdent"
            disabled={state.indent === 0}
            onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
          >
            {ICONS.outdent}
          </Btn>
          <Btn
            label="Indent"
            disabled={state.indent >= 8}
            onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
          >
            {ICONS.indent}
          </Btn>
        </div>
        <div className={group}>
          <Btn label="Link" pressed={state.link} expanded={panel?.kind === "link"} onClick={openLink}>
            {ICONS.link}
          </Btn>
          <Btn label="Image" expanded={panel?.kind === "image"} onClick={openImage}>
            {ICONS.image}
          </Btn>
        </div>
        <div className={group}>
          <Btn
            label="Align left"
            pressed={state.align === "left" || state.align === "" || state.align === "start"}
            onClick={() => align("left")}
          >
            {ICONS.alignLeft}
          </Btn>
          <Btn label="Align center" pressed={state.align === "center"} onClick={() => align("center")}>
            {ICONS.alignCenter}
          </Btn>
          <Btn label="Align right" pressed={state.align === "right"} onClick={() => align("right")}>
            {ICONS.alignRight}
          </Btn>
          <Btn label="Justify" pressed={state.align === "justify"} onClick={() => align("justify")}>
            {ICONS.justify}
          </Btn>
        </div>
        <Btn label="Clear formatting" onClick={clean}>
          {ICONS.clear}
        </Btn>
      </div>
      {panel?.kind === "link" ? (
        <LinkForm
          key="link"
          initialUrl={panel.url}
          initialText={panel.text}
          editing={panel.editing}
          onDone={(url, text) => applyLink(url, text, panel.text)}
          onRemove={removeLink}
          onCancel={closePanel}
        />
      ) : panel?.kind === "image" ? (
        <ImageForm key="image" canUpload={!!uploadUrl} onDone={(c) => void onImage(c)} onCancel={closePanel} />
      ) : null}
      <p role="status" className={status ? "border-t border-slate-300 px-3 py-1 text-sm text-slate-800" : "sr-only"}>
        {status}
      </p>
    </div>
  );
}
