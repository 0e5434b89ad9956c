import sharp from "sharp";

/** A real JPEG photo-sized picture carrying EXIF with GPS coordinates (Kigali) and an artist name. */
export async function gpsTaggedJpeg(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: "#2f8f6b" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: "Field Photographer", Make: "PhoneCam" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 56/1 38/1", GPSLongitudeRef: "E", GPSLongitude: "30/1 3/1 34/1" },
    })
    .toBuffer();
}

/** A small PNG of one colour: distinct colours give distinct content hashes. */
export const pngOf = (background: string, width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Random colours so parallel tests never upload the same picture (uploads are stored by content hash). */
export const randomColour = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;

/** True when the bytes carry an EXIF block with a GPS IFD pointer (tag 0x8825). */
export async function hasGpsExif(bytes: Buffer) {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/**
 * A real photo-sized JPEG of about `bytes` (at most that): random pixels, which JPEG cannot shrink, so a picture of
 * a few megapixels weighs megabytes, as a phone's photo does (issue 33: forms must take a 5 MB picture).
 */
export async function jpegOfSize(bytes: number) {
  const make = async (width: number) => {
    const height = Math.round((width * 3) / 4);
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
  };
  // Bytes grow with the pixel count: two tries land just under the target.
  const probe = await make(800);
  let width = Math.floor(800 * Math.sqrt(bytes / probe.length));
  let jpeg = await make(width);
  while (jpeg.length > bytes) {
    width = Math.floor(width * Math.sqrt(bytes / jpeg.length) * 0.995);
    jpeg = await make(width);
  }
  return jpeg;
}
