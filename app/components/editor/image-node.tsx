import {
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";

type SerializedImageNode = Spread<{ src: string; alt: string; caption?: string }, SerializedLexicalNode>;

/**
 * Lexical has no image node of its own; this one keeps what the sanitiser allows: src and alt, and an optional
 * caption, exported as <figure><img><figcaption> (fromLexicalHtml lifts the figure out of its paragraph).
 */
export class ImageNode extends DecoratorNode<React.ReactElement> {
  __src: string;
  __alt: string;
  __caption: string;

  static getType() {
    return "image";
  }
  static clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__caption, node.__key);
  }
  constructor(src: string, alt: string, caption = "", key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__caption = caption;
  }
  static importJSON(json: SerializedImageNode) {
    return $createImageNode(json.src, json.alt, json.caption ?? "");
  }
  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: "image",
      version: 1,
      src: this.__src,
      alt: this.__alt,
      caption: this.__caption,
    };
  }
  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (el) => {
          const img = el as HTMLImageElement;
          return {
            node: $createImageNode(img.getAttribute("src") ?? "", img.getAttribute("alt") ?? ""),
          };
        },
        priority: 0,
      }),
      figure: (el) =>
        el.querySelector("img")
          ? {
              conversion: (fig) => {
                const img = fig.querySelector("img")!;
                const caption = fig.querySelector("figcaption")?.textContent?.trim() ?? "";
                return {
                  node: $createImageNode(img.getAttribute("src") ?? "", img.getAttribute("alt") ?? "", caption),
                  // The figure's img and figcaption are this node: their children are not imported again.
                  after: () => [],
                };
              },
              priority: 1,
            }
          : null,
    };
  }
  exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__alt);
    if (!this.__caption) return { element: img };
    const figure = document.createElement("figure");
    const caption = document.createElement("figcaption");
    caption.textContent = this.__caption;
    figure.append(img, caption);
    return { element: figure };
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
    const img = <img src={this.__src} alt={this.__alt} className="inline-block max-w-full" />;
    if (!this.__caption) return img;
    return (
      <span className="inline-block max-w-full">
        {img}
        <span className="block text-sm text-slate-600">{this.__caption}</span>
      </span>
    );
  }
}

export function $createImageNode(src: string, alt: string, caption = "") {
  return new ImageNode(src, alt, caption);
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
