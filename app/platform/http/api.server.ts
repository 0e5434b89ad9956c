import { data } from "react-router";
import { type z } from "zod";
import type { RouterContextProvider } from "react-router";
import { HttpError, isDatabaseBusy, isStorageFailure, toHttpError } from "./errors.server";
import { errorInfo, log } from "~/platform/ops/log.server";
import { requireSameOriginWrite } from "./origin.server";
import { requestId } from "./request-store.server";

/** Field errors from zod, one message per field (the first), keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** Validates with a shared schema; a failure becomes a 400 whose message is the first field's. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new HttpError(400, Object.values(fields)[0] ?? "Invalid input", fields);
  }
  return result.data;
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON object body: wrong content type, bad JSON or an oversized body are a 400 (413), never a 500. */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw new HttpError(400, "Send the body as JSON (Content-Type: application/json)");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, "Request body is too large");
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "The request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** Every /api failure: `{success: false, message}`, the field errors if any, and the request id to quote. */
export function apiError(error: unknown) {
  const id = requestId();
  const ref = id ? { requestId: id } : {};
  const known = answerableError(error);
  if (known) {
    return Response.json(
      { success: false, message: known.message, ...(known.fields ? { errors: known.fields } : {}), ...ref },
      { status: known.status, headers: known.headers },
    );
  }
  if (error instanceof Response) return error;
  log.error({ requestId: id, error: errorInfo(error) }, "unexpected error in /api");
  return Response.json({ success: false, message: "Something went wrong on our side", ...ref }, { status: 500 });
}

/**
 * Wraps an /api handler so every failure answers JSON with the right status, and a write that rides on the
 * session cookie from another site is refused before the handler runs.
 */
export function apiHandler<A extends { request: Request; context: Readonly<RouterContextProvider> }>(
  handler: (args: A) => Promise<Response> | Response,
) {
  return async (args: A) => {
    try {
      requireSameOriginWrite(args.request, args.context);
      return await handler(args);
    } catch (error) {
      return apiError(error);
    }
  };
}

export function methodNotAllowed(allowed: string[]) {
  return Response.json(
    { success: false, message: `Method not allowed; use ${allowed.join(" or ")}` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}

/** For page actions: a domain failure rendered as action data with its status (forms show `error`). */
export function formError(error: unknown, values?: Record<string, unknown>) {
  const known = answerableError(error);
  if (known) {
    return data(
      { ok: false as const, error: known.message, fields: known.fields ?? {}, values: values ?? {} },
      { status: known.status, headers: known.headers },
    );
  }
  throw error;
}

/**
 * A failure as the HttpError to answer with (toHttpError), or undefined when it is unexpected. A write refused
 * because storage is full or failing is answered 503, and logged here: the person only sees "try again later",
 * the operator must hear of it.
 */
export function answerableError(error: unknown): HttpError | undefined {
  const known = toHttpError(error);
  if (known && isStorageFailure(error))
    log.error({ requestId: requestId(), error: errorInfo(error) }, "storage full or failing: write refused with 503");
  else if (known && isDatabaseBusy(error))
    log.warn({ requestId: requestId(), error: errorInfo(error) }, "database busy past busy_timeout: answered 503");
  return known;
}
