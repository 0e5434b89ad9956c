import type { RequestHandler } from "express";
import { countFinishedPage } from "~/domain/reports/visit-request.server";
import { SEARCH_RESULTS_HEADER } from "~/domain/reports/search-terms.server";
import { headersOf, requestUrl } from "~/platform/cache/express-io.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { requestStorage, requestStore } from "~/platform/http/request-store.server";
import { errorInfo, log } from "~/platform/ops/log.server";

/**
 * Counts public page views once the response has gone (issue 39, docs/decisions/042): in front of the guest cache,
 * so its hits count as the router's renders do. The work runs after the last byte is handed to the socket, and
 * the write is batched (app/domain/reports/visit-counter.server.ts): a guest page waits for nothing here.
 */
export const visitCounting: RequestHandler = (req, res, next) => {
  if (req.method !== "GET") return next();
  const store = requestStore();
  res.once("finish", () => {
    try {
      const status = res.statusCode;
      if (status !== 200 && status !== 304) return;
      const contentType = String(res.getHeader("content-type") ?? "");
      const request = new Request(requestUrl(req), { headers: headersOf(req) });
      // The client's address as the rest of the app reads it (a trusted proxy's X-Forwarded-For, else the socket).
      const address = requestStorage.run(store ?? {}, () => clientIp(request));
      const searchResults = res.getHeader(SEARCH_RESULTS_HEADER);
      countFinishedPage({
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
