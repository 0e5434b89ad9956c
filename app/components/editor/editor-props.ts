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
};
