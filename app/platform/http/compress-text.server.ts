import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Text (pages, the stylesheet, scripts) compressed once, for as long as it is kept, the two ways browsers take it,
 * on zlib's thread pool: brotli at the quality the caller pays for (11 strongest: about 60 ms for a long post,
 * once; 9 and 6 for copies made more often), gzip at its strongest. compression() leaves a response that already
 * says its Content-Encoding alone.
 */
export const brotliText = (body: Buffer | string, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });

export const gzipText = (body: Buffer | string) => gz(body, { level: 9 });

/** Both at once. */
export async function brotliAndGzip(body: Buffer, quality: number) {
  const [br, gzip] = await Promise.all([brotliText(body, quality), gzipText(body)]);
  return { br, gzip };
}
