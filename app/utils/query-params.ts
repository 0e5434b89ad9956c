import { z } from "zod";

/** Far past any real list; stops OFFSET from being used to make SQLite skip billions of rows. */
export const MAX_PAGE = 10_000;

/** "Not given": `?q=&page=` is what an untouched filter form submits. */
export const blankIsMissing = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** A whole-number query parameter with its bounds and default, and messages that name it (the API shows them). */
export const intParam = (min: number, max: number, fallback: number, what: string) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ message: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`)
      .default(fallback),
  );

/** `?page=` of every list, page and API alike. */
export const pageParam = () => intParam(1, MAX_PAGE, 1, "page");

/** For a page (never the API): a bad or missing `?page=` is page 1, anything past the end is clamped by the list. */
export const pageFromUrl = (url: URL): number => {
  const parsed = pageParam().safeParse(url.searchParams.get("page"));
  return parsed.success ? parsed.data : 1;
};

/**
 * A query's parameters for a strict (API) schema: a repeated parameter counts once (its first value) and a blank one
 * is not given, as the guest cache's key reads the address (cacheKey), so a stored answer is the one its key asks for.
 */
export const firstOfEach = (params: URLSearchParams) =>
  Object.fromEntries(
    [...new Set(params.keys())].flatMap((k) => {
      const value = params.get(k)!;
      return value.trim() === "" ? [] : [[k, value]];
    }),
  );
