import {
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";

type SerializedImageNode = Spread<
  { src: string; alt: string },
  SerializedLexicalNode
>;

// Lexical has no image node of its own; this one keeps just what the sanitiser allows (src, alt).
export class ImageNode extends DecoratorNode<React.ReactElement> {
  __src: string;
  __alt: string;

  static getType() {
    return "image";
  }
  static clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }
  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }
  static importJSON(json: SerializedImageNode) {
    return $createImageNode(json.src, json.alt);
  }
  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: "image",
      version: 1,
      src: this.__src,
      alt: this.__alt,
    };
  }
  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (el) => {
          const img = el as HTMLImageElement;
          return {
            node: $createImageNode(
              img.getAttribute("src") ?? "",
              img.getAttribute("alt") ?? "",
            ),
          };
        },
        priority: 0,
      }),
    };
  }
  exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__alt);
    return { element: img };
  }
  createDOM() {
    return document.createElement("span");
  }
  updateDOM() {
    return false;
  }
  isInline() {
    return true;
  }
  decorate() {
    return (
      <img
        src={this.__src}
        alt={this.__alt}
        className="inline-block max-w-full"
      />
    );
  }
}

export function $createImageNode(src: string, alt: string) {
  return new ImageNode(src, alt);
}

export function $isImageNode(
  node: LexicalNode | null | undefined,
): node is ImageNode {
  return node instanceof ImageNode;
}
