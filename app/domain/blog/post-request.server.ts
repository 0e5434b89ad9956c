import { readJson } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readMultipart } from "~/domain/media/uploads.server";
import type { PostWriteInput } from "./post-writes.server";

/**
 * The body of a post write, from the API (multipart with `featuredImage`, or JSON) or the post form pages
 * (multipart). Anything else is 415; an image over the limit is 413 before it is buffered.
 */
export async function readPostWrite(request: Request): Promise<PostWriteInput> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) return { fields: await readJson(request) };
  if (/^multipart\/form-data\b/i.test(type)) {
    const { fields, files } = await readMultipart(request, { maxFiles: 1 });
    const file = files.featuredImage ?? null;
    if (file) delete fields.featuredImage;
    return { fields, file };
  }
  throw new HttpError(415, "Send the post as multipart/form-data or JSON");
}
