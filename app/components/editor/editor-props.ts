/** What a page gives the rich-text editor: shared by its server-rendered shell and the lazily loaded Lexical part. */
export type RichTextEditorProps = {
  name: string;
  id?: string;
  label: string;
  defaultValue: string;
  error?: string;
  uploadUrl?: string;
  /** Without JavaScript, the plain-text box takes focus when it is the first field at fault. */
  autoFocus?: boolean;
  /** Without JavaScript the box takes plain text (converted on the server, plain-text.server.ts). */
  plainText?: { value: string; fingerprint: string; lossy: boolean };
  /**
   * The field that says "this one came as plain text" (default contentFormat). A form with several editors names
   * one per editor: each may still be loading, or be the plain box, when the form is sent.
   */
  formatName?: string;
};
