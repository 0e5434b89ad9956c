import type { HeadersFunction } from "react-router";

/**
 * Without a `headers` export React Router drops an action's headers from the document response; keep
 * Retry-After so a page action's 429 says when to come back, as the API's does.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
