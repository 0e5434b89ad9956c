import express, { type RequestHandler } from "express";
import { precompressedAssets } from "~/platform/http/precompressed-assets.server";

// A path that names a file (favicon.svg, robots.txt: a name with an extension). Pages never do, and the router's
// data requests (`/blog.data`) are not files: asking the disk about every page's path (a `stat` that fails) cost a
// guest hit a tenth of its CPU.
const FILE_NAME = /\/[^/]+\.(?!data$)[a-z0-9]+$/i;

/**
 * The production build's files: /assets (named by their content) for a year, compressed once at the strongest
 * settings where the client takes it (issue 27), a 404 for any other name there; the other public files for an
 * hour. Paths are the project's (the launcher runs from its folder). Under the dev server Vite serves these.
 */
export function builtFiles(dir = "build/client"): [string, RequestHandler][] {
  const publicFiles = express.static(dir, { maxAge: "1h", index: false });
  return [
    ["/assets", precompressedAssets(`${dir}/assets`) as RequestHandler],
    ["/assets", express.static(`${dir}/assets`, { immutable: true, maxAge: "1y", index: false })],
    ["/assets", (_req, res) => res.status(404).type("text/plain").send("Not found")],
    ["/", (req, res, next) => (FILE_NAME.test(req.path) ? publicFiles(req, res, next) : next())],
  ];
}
