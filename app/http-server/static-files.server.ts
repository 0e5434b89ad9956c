import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { precompressedAssets } from "~/platform/http/precompressed-assets.server";

/**
 * The build's files outside /assets (public/: favicon.svg …), listed once at start. Only their paths go to the
 * disk: asking it about every page's path (a `stat` that fails) cost a guest hit a tenth of its CPU.
 */
function otherFiles(dir: string): Set<string> {
  if (!fs.existsSync(dir)) return new Set();
  const names = fs.readdirSync(dir, { recursive: true, encoding: "utf8" });
  return new Set(
    names
      .filter((name) => !name.startsWith(`assets${path.sep}`) && fs.statSync(path.join(dir, name)).isFile())
      .map((name) => `/${name.split(path.sep).join("/")}`),
  );
}

/**
 * The production build's files: /assets (named by their content) for a year, compressed once at the strongest
 * settings where the client takes it (issue 27), a 404 for any other name there; the other public files for an
 * hour. Paths are the project's (the launcher runs from its folder). Under the dev server Vite serves these.
 */
export function builtFiles(dir = "build/client"): [string, RequestHandler][] {
  const others = otherFiles(dir);
  const serveOthers = express.static(dir, { maxAge: "1h", index: false });
  return [
    ["/assets", precompressedAssets(`${dir}/assets`) as RequestHandler],
    ["/assets", express.static(`${dir}/assets`, { immutable: true, maxAge: "1y", index: false })],
    ["/assets", (_req, res) => res.status(404).type("text/plain").send("Not found")],
    ["/", (req, res, next) => (others.has(req.path) ? serveOthers(req, res, next) : next())],
  ];
}
