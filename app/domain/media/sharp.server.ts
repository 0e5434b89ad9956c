import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded on the first picture to encode rather than at start: a server that only serves pages
 * never maps the library nor starts its threads (issue 28, docs/decisions/030 "Memory"). Settings for one small
 * server: no operation cache (libvips keeps up to 50 MB of decoded images and 100 open files by default, which
 * stays in the process's memory long after an encode; every variant is cached on disk instead), and one thread
 * per image (two encodes at a time already use both cores, withEncodeSlot).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
