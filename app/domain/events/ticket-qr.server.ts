import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";

/**
 * A ticket code's QR image as PNG bytes, made synchronously: the mail is written inside the sign-up's transaction
 * (better-sqlite3 transactions cannot await), so the QR matrix comes from qrcode's synchronous `create` and the
 * PNG (8-bit greyscale, 4 modules of quiet zone, 8 px a module) is encoded here with node:zlib.
 */
const SCALE = 8;
const QUIET = 4;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function ticketQrPng(code: string): Buffer {
  const qr = QRCode.create(code, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const side = (n + QUIET * 2) * SCALE;
  const raw = Buffer.alloc((side + 1) * side, 255);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter: none
    const my = Math.floor(y / SCALE) - QUIET;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / SCALE) - QUIET;
      const dark = mx >= 0 && my >= 0 && mx < n && my < n && qr.modules.get(my, mx);
      if (dark) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
