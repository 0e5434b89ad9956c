import type { RequestHandler } from "express";
import { queueFinishedPage } from "~/domain/reports/page-view-queue.server";
import { SEARCH_RESULTS_HEADER } from "~/domain/reports/search-terms.server";
import { expressSignals } from "~/platform/cache/express-io.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { requestStorage, requestStore } from "~/platform/http/request-store.server";
import { errorInfo, log } from "~/platform/ops/log.server";

/**
 * Counts public page views once the response has gone (issue 39, docs/decisions/042): in front of the guest cache,
 * so its hits count as the router's renders do. Once the last byte is handed to the socket, the view is noted and
 * counted with that second's others (app/domain/reports/page-view-queue.server.ts): a guest page waits for nothing.
 */
export const visitCounting: RequestHandler = (req, res, next) => {
  if (req.method !== "GET") return next();
  const store = requestStore();
  // Named: the bench finds what counting costs by this name in a CPU profile (scripts/bench/cpu-profile.mjs).
  res.once("finish", function countWhenFinished() {
    try {
      const status = res.statusCode;
      if (status !== 200 && status !== 304) return;
      const contentType = String(res.getHeader("content-type") ?? "");
      const request = expressSignals(req);
      // The client's address as the rest of the app reads it (a trusted proxy's X-Forwarded-For, else the socket).
      const address = requestStorage.run(store ?? {}, () => clientIp(request));
      const searchResults = res.getHeader(SEARCH_RESULTS_HEADER);
      queueFinishedPage({
        request,
        status,
        contentType,
        address,
        userId: store?.userId,
        searchResults: searchResults === undefined ? null : String(searchResults),
      });
    } catch (error) {
      log.warn({ error: errorInfo(error) }, "page view not counted");
    }
  });
  next();
};
