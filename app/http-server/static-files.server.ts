import express, { type RequestHandler } from "express";
import { precompressedAssets } from "~/platform/http/precompressed-assets.server";

/**
 * The production build's files: /assets (named by their content) for a year, compressed once at the strongest
 * settings where the client takes it (issue 27), a 404 for any other name there; the other public files for an
 * hour. Paths are the project's (the launcher runs from its folder). Under the dev server Vite serves these.
 */
export function builtFiles(dir = "build/client"): [string, RequestHandler][] {
  return [
    ["/assets", precompressedAssets(`${dir}/assets`) as RequestHandler],
    ["/assets", express.static(`${dir}/assets`, { immutable: true, maxAge: "1y", index: false })],
    ["/assets", (_req, res) => res.status(404).type("text/plain").send("Not found")],
    ["/", express.static(dir, { maxAge: "1h", index: false })],
  ];
}
