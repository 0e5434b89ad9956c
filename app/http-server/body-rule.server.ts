import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { bodyRule, type BuiltRoute } from "~/server/body-limits.server";
import { refuse } from "./early-answers.server";

/**
 * Bodies are judged from their headers before a byte is read, by the app's one body rule
 * (app/server/body-limits.server.ts) over this build's routes, each of which declares what it takes: who sends it
 * (a large body only from a signed-in writer, 401/403 otherwise) and how long it says it is (413; 411 for a body
 * of unknown length). Node reads exactly Content-Length bytes, so a declared length bounds memory.
 */
export function bodyLimits(build: ServerBuild): RequestHandler {
  const bodyRefusal = bodyRule(Object.values(build.routes) as unknown as BuiltRoute[]);
  return async (req, res, next) => {
    try {
      const refusal = await bodyRefusal({ method: req.method, path: req.path, headers: req.headers });
      if (refusal?.page) {
        res.set({ Connection: "close", "Cache-Control": "no-store" });
        return res.status(refusal.status).type("html").send(refusal.page);
      }
      if (refusal) return refuse(req, res, refusal.status, refusal.message);
      next();
    } catch (error) {
      next(error);
    }
  };
}
