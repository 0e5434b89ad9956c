import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $getSelection,
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
  type ElementFormatType,
  type TextFormatType,
} from "lexical";
import { mergeRegister } from "@lexical/utils";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { $createImageNode } from "./image-node";
import {
  $readToolbarState,
  EMPTY_TOOLBAR_STATE,
  type BlockType,
} from "./toolbar-state";
import { isAllowedLinkUrl, isAllowedImageUrl, uploadImage } from "./urls";

const button =
  "rounded px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:opacity-50";

function Btn(props: {
  label: string;
  pressed?: boolean;
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
      disabled={props.disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

export function Toolbar({
  labelledBy,
  uploadUrl,
}: {
  labelledBy: string;
  uploadUrl?: string;
}) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(EMPTY_TOOLBAR_STATE);
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingAlt = useRef("");

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => setState($readToolbarState())),
        ),
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

  const format = (f: TextFormatType) =>
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  const align = (a: ElementFormatType) =>
    editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, a);
  const setBlock = (b: BlockType) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () =>
        b === "paragraph" ? $createParagraphNode() : $createHeadingNode(b),
      );
    });

  const link = () => {
    if (state.link) return editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    const url = window
      .prompt("Link URL (http, https, mailto or tel)", "https://")
      ?.trim();
    if (!url) return;
    if (!isAllowedLinkUrl(url))
      return setStatus("Links must start with http, https, mailto or tel.");
    setStatus("");
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
  };

  const insertImage = (src: string, alt: string) =>
    editor.update(() => {
      $insertNodes([$createImageNode(src, alt)]);
    });

  const image = () => {
    const url = window
      .prompt("Image URL (http or https); leave empty to upload a file", "")
      ?.trim();
    if (url === undefined) return;
    if (url === "") {
      if (!uploadUrl)
        return setStatus(
          "Uploading is not available here; enter an image URL.",
        );
      fileInput.current?.click();
      return;
    }
    if (!isAllowedImageUrl(url))
      return setStatus("Image URLs must start with http or https.");
    const alt = window.prompt("Describe the image (alt text)", "") ?? "";
    setStatus("");
    insertImage(url, alt.trim());
  };

  const onFile = async (file: File | undefined) => {
    if (!file || !uploadUrl) return;
    pendingAlt.current =
      window.prompt("Describe the image (alt text)", "")?.trim() ?? "";
    setStatus("Uploading image…");
    const result = await uploadImage(uploadUrl, file, (pct) =>
      setStatus(`Uploading image… ${pct}%`),
    );
    if (!result.ok) return setStatus(result.message);
    setStatus("Image uploaded.");
    insertImage(result.url, pendingAlt.current);
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

  return (
    <div
      role="toolbar"
      aria-labelledby={labelledBy}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      <label className="sr-only" htmlFor={`${labelledBy}-block`}>
        Block type
      </label>
      <select
        id={`${labelledBy}-block`}
        value={state.block}
        onChange={(e) => setBlock(e.target.value as BlockType)}
        className="rounded border border-slate-400 bg-white px-1 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <option value="paragraph">Normal</option>
        <option value="h1">Heading 1</option>
        <option value="h2">Heading 2</option>
        <option value="h3">Heading 3</option>
      </select>
      <Btn label="Bold" pressed={state.bold} onClick={() => format("bold")}>
        <b>B</b>
      </Btn>
      <Btn
        label="Italic"
        pressed={state.italic}
        onClick={() => format("italic")}
      >
        <i>I</i>
      </Btn>
      <Btn
        label="Underline"
        pressed={state.underline}
        onClick={() => format("underline")}
      >
        <u>U</u>
      </Btn>
      <Btn
        label="Strikethrough"
        pressed={state.strikethrough}
        onClick={() => format("strikethrough")}
      >
        <s>S</s>
      </Btn>
      <Btn
        label="Numbered list"
        pressed={state.list === "number"}
        onClick={() =>
          editor.dispatchCommand(
            state.list === "number"
              ? REMOVE_LIST_COMMAND
              : INSERT_ORDERED_LIST_COMMAND,
            undefined,
          )
        }
      >
        1.
      </Btn>
      <Btn
        label="Bulleted list"
        pressed={state.list === "bullet"}
        onClick={() =>
          editor.dispatchCommand(
            state.list === "bullet"
              ? REMOVE_LIST_COMMAND
              : INSERT_UNORDERED_LIST_COMMAND,
            undefined,
          )
        }
      >
        •
      </Btn>
      <Btn
        label="Outdent"
        disabled={state.indent === 0}
        onClick={() =>
          editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)
        }
      >
        ⇤
      </Btn>
      <Btn
        label="Indent"
        disabled={state.indent >= 8}
        onClick={() =>
          editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)
        }
      >
        ⇥
      </Btn>
      <Btn label="Link" pressed={state.link} onClick={link}>
        🔗
      </Btn>
      <Btn label="Image" onClick={image}>
        🖼
      </Btn>
      <Btn
        label="Align left"
        pressed={
          state.align === "left" ||
          state.align === "" ||
          state.align === "start"
        }
        onClick={() => align("left")}
      >
        ⯇
      </Btn>
      <Btn
        label="Align center"
        pressed={state.align === "center"}
        onClick={() => align("center")}
      >
        ≡
      </Btn>
      <Btn
        label="Align right"
        pressed={state.align === "right"}
        onClick={() => align("right")}
      >
        ⯈
      </Btn>
      <Btn
        label="Justify"
        pressed={state.align === "justify"}
        onClick={() => align("justify")}
      >
        ☰
      </Btn>
      <Btn label="Clear formatting" onClick={clean}>
        ⌫
      </Btn>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <p role="status" className="ml-2 text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
