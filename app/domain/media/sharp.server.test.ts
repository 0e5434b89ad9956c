import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// Issue 28: sharp is loaded on the first picture, with libvips' cache off and one thread per image; pictures are
// still normalised (a wide upload becomes a 1600 px master) and cut into variants.
const tmp = withTempDataDir("sharp-test");

let images: typeof import("./images.server");
let variants: typeof import("./image-variants.server");
let loadSharp: typeof import("./sharp.server").loadSharp;

beforeAll(async () => {
  images = await import("./images.server");
  variants = await import("./image-variants.server");
  ({ loadSharp } = await import("./sharp.server"));
});
afterAll(() => tmp.cleanup());

describe("sharp, loaded when a picture is processed", () => {
  it("keeps no libvips operation cache and uses one thread per image", async () => {
    const sharp = await loadSharp();
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
    expect(await loadSharp()).toBe(sharp);
  });

  it("still resizes an upload to the 1600 px master and encodes a smaller variant", async () => {
    const sharp = await loadSharp();
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#2a7f62" } })
      .png()
      .toBuffer();
    const image = await images.storeImage(wide);
    expect([image.width, image.height]).toEqual([1600, 800]);
    const master = await sharp(fs.readFileSync(images.originalPath(image.hash))).metadata();
    expect([master.format, master.width]).toEqual(["jpeg", 1600]);

    const variant = await variants.imageVariant(image.hash, "400.webp");
    expect(variant && "file" in variant).toBe(true);
    const meta = await sharp(fs.readFileSync((variant as { file: string }).file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 200]);
  });
});
